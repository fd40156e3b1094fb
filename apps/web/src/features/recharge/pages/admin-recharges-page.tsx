import { Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { AdminRecharge } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useAdminRecharges } from '../api/admin-recharges';
import { AdminFilters, filterParams, isReviewQueue, readFilter } from '../components/admin-filters';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { ReviewDrawer } from '../components/review-drawer';
import { StatusTag } from '../components/status-tag';

/** Admin → Recharges: bank transfers waiting for review first, every recharge through the filters; decide in a drawer. */
export default function AdminRechargesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useAdminRecharges(filter);
  const [open, setOpen] = useState<string | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const money = (cents: number) => formatMoney(cents, i18n.language);

  const columns: TableColumnsType<AdminRecharge> = [
    {
      title: t('recharge.admin.columns.created'),
      dataIndex: 'createdAt',
      width: 160,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('recharge.admin.columns.seller'),
      dataIndex: 'sellerEmail',
      width: 240,
      ellipsis: true,
    },
    {
      title: t('recharge.admin.columns.reference'),
      dataIndex: 'reference',
      width: 200,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('recharge.admin.columns.method'),
      dataIndex: 'method',
      width: 120,
      render: (_v, r) => t(`recharge.method.${r.method}`),
    },
    {
      title: t('recharge.admin.columns.amount'),
      key: 'amount',
      width: 170,
      render: (_v, r) => (
        <Flex vertical>
          <Typography.Text strong>{money(r.amountCents)}</Typography.Text>
          {r.transfer && r.transfer.amountCents !== r.amountCents ? (
            <Typography.Text type="danger">
              {t('recharge.admin.confirmedAs', { amount: money(r.transfer.amountCents) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('recharge.admin.columns.status'),
      dataIndex: 'status',
      width: 140,
      render: (_v, r) => <StatusTag status={r.status} />,
    },
    {
      title: t('recharge.admin.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_v, r) => (
        <Button size="small" type={r.status === 'submitted' ? 'primary' : 'default'} onClick={() => setOpen(r.id)}>
          {t(r.status === 'submitted' ? 'recharge.admin.review' : 'recharge.admin.details')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t('menu.adminRecharges')} subtitle={t('recharge.admin.intro')}>
      <AdminFilters value={filter} onChange={(next) => setParams(filterParams(next), { replace: true })} />
      <ListState
        query={list}
        count={items.length}
        empty={<Empty description={t(isReviewQueue(filter) ? 'recharge.admin.queueEmpty' : 'recharge.admin.empty')} />}
      >
        <Table<AdminRecharge>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 1200 }}
          aria-label={t('menu.adminRecharges')}
        />
      </ListState>
      <ReviewDrawer id={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
