import { Tabs, Typography } from 'antd';
import type { OrderCounts, OrderStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { QUEUE_TABS } from './queue-filters';

interface Props {
  value: OrderStatus;
  counts: OrderCounts['counts'] | undefined;
  onChange: (status: OrderStatus) => void;
}

/** One tab per status, each with how many orders it holds under the current search. */
export function StatusTabs({ value, counts, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Tabs
      activeKey={value}
      onChange={(key) => onChange(key as OrderStatus)}
      items={QUEUE_TABS.map((s) => {
        const n = counts?.[s];
        return {
          key: s,
          label: (
            <span>
              {t(`adminOrders.status.${s}`)}
              {n === undefined ? null : ' '}
              {n === undefined ? null : (
                <Typography.Text type={n > 0 ? undefined : 'secondary'} strong={n > 0} style={{ marginInlineStart: 2 }}>
                  {number.format(n)}
                </Typography.Text>
              )}
            </span>
          ),
        };
      })}
      style={{ marginBottom: 0 }}
    />
  );
}
