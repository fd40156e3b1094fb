import { Empty, Flex, theme, type TableColumnsType } from 'antd';
import type { TicketStatus, TicketSummary } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useMyTickets } from '../api/tickets';
import { TicketStatusTag, UnreadTag } from './tags';

interface Props {
  status: TicketStatus | null;
  /** The ticket open in the drawer, which stands out in the list. */
  focus: string | null;
  /** The address that opens a ticket (the page's own, with `?id=`). */
  linkTo: (id: string) => string;
  /** Shown when the seller has no ticket at all (the way to write one). */
  emptyAction: ReactNode;
}

/** The seller's tickets, newest activity first: a table from md up, a card per ticket on a phone. */
export function TicketsList({ status, focus, linkTo, emptyAction }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const list = useMyTickets(status);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const columns: TableColumnsType<TicketSummary> = [
    {
      title: t('support.list.columns.ticket'),
      key: 'ticket',
      render: (_v, x) => (
        <Flex vertical align="flex-start" gap={2} style={{ minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <RouterLink to={linkTo(x.id)} style={{ fontWeight: x.unread ? 600 : undefined, overflowWrap: 'anywhere' }}>
              {x.subject}
            </RouterLink>
            {x.unread ? <UnreadTag /> : null}
          </Flex>
          <SubLine>{x.number}</SubLine>
        </Flex>
      ),
    },
    {
      title: t('support.list.columns.category'),
      dataIndex: 'category',
      width: 150,
      render: (_v, x) => t(`support.category.${x.category}`),
    },
    {
      title: t('support.list.columns.status'),
      dataIndex: 'status',
      width: 190,
      render: (_v, x) => <TicketStatusTag status={x.status} />,
    },
    {
      title: t('support.list.columns.order'),
      dataIndex: 'orderNo',
      width: 150,
      render: (_v, x) =>
        x.orderId ? <RouterLink to={`/orders?id=${encodeURIComponent(x.orderId)}`}>{x.orderNo ?? x.orderId}</RouterLink> : '—',
    },
    {
      title: t('support.list.columns.lastActivity'),
      dataIndex: 'lastMessageAt',
      width: 140,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
  ];

  return (
    <ListState
      query={list}
      count={items.length}
      empty={
        <Empty description={t(status ? 'support.list.emptyFiltered' : 'support.list.empty')}>{status ? null : emptyAction}</Empty>
      }
    >
      <ResponsiveTable<TicketSummary>
        rowKey="id"
        columns={columns}
        dataSource={items}
        scroll={{ x: 900 }}
        onRow={(x) => (x.id === focus ? { 'aria-current': true, style: { background: token.colorPrimaryBg } } : {})}
        aria-label={t('support.list.label')}
      />
    </ListState>
  );
}
