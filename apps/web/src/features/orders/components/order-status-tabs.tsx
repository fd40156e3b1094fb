import { Tabs, Typography } from 'antd';
import { SELLER_ORDER_TABS, type OrderCounts } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import type { OrderTab } from '../filters';

interface Props {
  active: OrderTab;
  /** The counts under the current filters; while they load the tabs show no number. */
  counts: OrderCounts['counts'] | undefined;
  onChange: (tab: OrderTab) => void;
}

/** One tab per status the seller works through, each with how many orders it holds. */
export function OrderStatusTabs({ active, counts, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => onChange(k as OrderTab)}
      // The tab a list opened on by itself is not in the address yet: a click on it puts it there too.
      onTabClick={(k) => k === active && onChange(k as OrderTab)}
      items={SELLER_ORDER_TABS.map((s) => ({
        key: s,
        label: (
          <span>
            {t(`orders.status.${s}`)}
            {counts ? (
              <Typography.Text type="secondary" data-testid={`count-${s}`} style={{ marginInlineStart: 6 }}>
                {number.format(counts[s] ?? 0)}
              </Typography.Text>
            ) : null}
          </span>
        ),
      }))}
    />
  );
}
