import { Select, Typography } from 'antd';
import type { OrderDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { useShippingMethodNames } from '@/features/shipping';
import { useEditOrder } from '../api/edit-order';
import { SectionTitle } from '@/lib/page';

interface Props {
  order: OrderDetail;
  /** Whether the method may still change (before payment). */
  editable: boolean;
  /** Opened from "Choose shipping": the select takes the focus. */
  focus?: boolean;
}

/** The order's shipping method: a choice among the methods that reach the address, or the one chosen. */
export function ShippingMethodSection({ order, editable, focus }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const edit = useEditOrder();
  const methodName = useShippingMethodNames();
  const options = order.shippingOptions.map((o) => ({
    value: o.methodCode,
    label: t('orders.shipping.option', {
      name: o.methodName,
      cost: formatMoney(o.costCents, locale),
      min: o.daysMin,
      max: o.daysMax,
    }),
  }));
  const current = order.shippingOptions.find((o) => o.methodCode === order.shippingMethodCode);

  return (
    <section aria-label={t('orders.shipping.title')}>
      <SectionTitle>{t('orders.shipping.title')}</SectionTitle>
      {editable && options.length > 0 ? (
        <Select<string>
          aria-label={t('orders.shipping.title')}
          style={{ width: '100%' }}
          value={order.shippingMethodCode ?? undefined}
          placeholder={t('orders.shipping.choose')}
          options={options}
          loading={edit.isPending}
          disabled={edit.isPending}
          autoFocus={focus}
          defaultOpen={focus}
          onChange={(code) =>
            edit.mutate(
              { id: order.id, edit: { shippingMethodCode: code } },
              {
                onSuccess: () => feedback.message.success(t('orders.shipping.saved')),
                onError: (e) => feedback.message.error(errorText(e)),
              },
            )
          }
        />
      ) : editable ? (
        <Typography.Text type="danger">{t('orders.shipping.none')}</Typography.Text>
      ) : (
        <Typography.Text>
          {current?.methodName ?? methodName(order.shippingMethodCode) ?? t('orders.table.noMethod')}
        </Typography.Text>
      )}
    </section>
  );
}
