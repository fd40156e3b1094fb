import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefreshOrders } from './refresh-orders';

// A query of the cloud warehouse's inventory, keyed as that feature keys it.
const INVENTORY = ['cloudWarehouse', 'inventory', {}];

function setup() {
  const qc = new QueryClient();
  qc.setQueryData(INVENTORY, { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useRefreshOrders(), { wrapper });
  return { qc, refresh: result.current };
}

describe('useRefreshOrders', () => {
  it('has the cloud warehouse read its stock again after an order is paid or cancelled (units reserved or released)', () => {
    const { qc, refresh } = setup();
    refresh({ money: true });
    expect(qc.getQueryState(INVENTORY)?.isInvalidated).toBe(true);
  });

  it('leaves the cloud warehouse alone after a change that moves no stock (an address, a mapping)', () => {
    const { qc, refresh } = setup();
    refresh({});
    expect(qc.getQueryState(INVENTORY)?.isInvalidated).toBe(false);
  });
});
