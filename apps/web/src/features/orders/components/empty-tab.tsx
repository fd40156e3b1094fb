import { Button, Empty, Flex, Typography } from 'antd';
import { SELLER_ORDER_TABS, type OrderCounts } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import type { OrderTab } from '../filters';

interface Props {
  tab: OrderTab;
  counts: OrderCounts['counts'] | undefined;
  onTab: (tab: OrderTab) => void;
  /** Under the message (manual orders: "Create your first order"). */
  action?: ReactNode;
}

/** An empty tab says so, and where the seller's orders are instead, one click away. */
export function EmptyTab({ tab, counts, onTab, action }: Props) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLocale());
  const elsewhere = SELLER_ORDER_TABS.filter((s) => s !== tab && (counts?.[s] ?? 0) > 0);
  return (
    <Empty
      description={
        <Flex vertical gap={8} align="center">
          <span>{t('orders.empty.tab', { status: t(`orders.status.${tab}`) })}</span>
          {elsewhere.length > 0 ? (
            <>
              <Typography.Text type="secondary">{t('orders.empty.elsewhere')}</Typography.Text>
              <Flex gap={8} wrap justify="center">
                {elsewhere.map((s) => (
                  <Button key={s} size="small" onClick={() => onTab(s)}>
                    {t('orders.empty.tabCount', { status: t(`orders.status.${s}`), count: number.format(counts?.[s] ?? 0) })}
                  </Button>
                ))}
              </Flex>
            </>
          ) : null}
        </Flex>
      }
    >
      {elsewhere.length > 0 ? null : action}
    </Empty>
  );
}
