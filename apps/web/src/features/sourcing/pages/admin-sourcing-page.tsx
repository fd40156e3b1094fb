import { Button, Empty, Flex, Space, Table, Typography, type TableColumnsType } from 'antd';
import { canMoveSourcing, type AdminSourcingRequest } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useQueue } from '../api/admin-queue';
import { useTakeRequest } from '../api/take-request';
import { DeclineDialog } from '../components/decline-dialog';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { QuoteDialog } from '../components/quote-dialog';
import { requestTitle } from '../components/request-card';
import { RequestHistory } from '../components/request-history';
import { RequestSummary } from '../components/request-summary';
import { StatusFilter, readStatus } from '../components/status-filter';
import { StatusTag } from '../components/status-tag';

type Dialog = { kind: 'quote' | 'decline'; request: AdminSourcingRequest } | null;

/** Admin → Sourcing requests: the queue of every seller's requests; take one, then quote a product or decline. */
export default function AdminSourcingPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const queue = useQueue(status);
  const take = useTakeRequest();
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];

  const onTake = (r: AdminSourcingRequest) =>
    take.mutate(r.id, { onSuccess: () => void feedback.message.success(t('sourcing.admin.taken')) });

  const columns: TableColumnsType<AdminSourcingRequest> = [
    {
      title: t('sourcing.admin.columns.posted'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('sourcing.admin.columns.request'),
      key: 'request',
      ellipsis: true,
      render: (_v, r) => (
        <Flex vertical>
          <Typography.Text strong ellipsis>
            {requestTitle(r)}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {r.sellerEmail}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('sourcing.admin.columns.target'),
      key: 'target',
      width: 150,
      render: (_v, r) =>
        t('sourcing.admin.targetValue', {
          amount: formatMoney(r.targetCostCents, i18n.language),
          quantity: new Intl.NumberFormat(i18n.language).format(r.quantity),
        }),
    },
    {
      title: t('sourcing.admin.columns.status'),
      dataIndex: 'status',
      width: 130,
      render: (_v, r) => <StatusTag status={r.status} />,
    },
    {
      title: t('sourcing.admin.columns.actions'),
      key: 'actions',
      width: 210,
      render: (_v, r) => (
        <Space size="small" wrap>
          {canMoveSourcing(r.status, 'processing') ? (
            <Button size="small" type="primary" loading={take.isPending && take.variables === r.id} onClick={() => onTake(r)}>
              {t('sourcing.admin.take')}
            </Button>
          ) : null}
          {canMoveSourcing(r.status, 'quoted') ? (
            <Button size="small" type="primary" onClick={() => setDialog({ kind: 'quote', request: r })}>
              {t('sourcing.admin.quote')}
            </Button>
          ) : null}
          {canMoveSourcing(r.status, 'declined') ? (
            <Button size="small" danger onClick={() => setDialog({ kind: 'decline', request: r })}>
              {t('sourcing.admin.decline')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Page title={t('menu.adminSourcing')} subtitle={t('sourcing.admin.intro')}>
      <Flex>
        <StatusFilter value={status} onChange={(next) => setParams(next ? { status: next } : {}, { replace: true })} />
      </Flex>
      <ListState query={queue} count={items.length} empty={<Empty description={t('sourcing.admin.empty')} />}>
        <Table<AdminSourcingRequest>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 820 }}
          aria-label={t('menu.adminSourcing')}
          expandable={{
            expandedRowRender: (r) => (
              <Flex vertical gap={12}>
                <RequestSummary request={r} productPath={(id) => `/allProducts/${id}`} />
                <Typography.Text strong>{t('sourcing.history.title')}</Typography.Text>
                <RequestHistory userId={r.userId} id={r.id} />
              </Flex>
            ),
          }}
        />
      </ListState>
      {dialog?.kind === 'quote' ? <QuoteDialog request={dialog.request} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'decline' ? <DeclineDialog request={dialog.request} onClose={() => setDialog(null)} /> : null}
    </Page>
  );
}
