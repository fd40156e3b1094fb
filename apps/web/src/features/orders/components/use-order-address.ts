import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderFilters } from '../api/order-keys';
import { readFilters, writeFilters } from '../filters';

/** Why an order was opened from the list: the drawer starts where the fix is. */
export type OrderIntent = 'map' | 'address' | 'shipping';

/**
 * The list pages' state in the address, so a view can be reloaded and shared: the filters, `status`, and the open
 * order (`?id=`, which is also how a notification links to an order).
 */
export function useOrderAddress() {
  const [params, setParams] = useSearchParams();
  const [intent, setIntent] = useState<OrderIntent | undefined>();
  const patch = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true },
    );
  return {
    params,
    filters: readFilters(params),
    setFilters: (f: OrderFilters) => setParams((prev) => writeFilters(prev, f), { replace: true }),
    setParam: (key: string, value: string | undefined) => patch((next) => (value ? next.set(key, value) : next.delete(key))),
    openId: params.get('id'),
    intent,
    open: (id: string, why?: OrderIntent) => {
      setIntent(why);
      patch((next) => next.set('id', id));
    },
    close: () => {
      setIntent(undefined);
      patch((next) => next.delete('id'));
    },
  };
}
