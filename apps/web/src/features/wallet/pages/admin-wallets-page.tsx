import { Button, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import type { AdminWallet } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { LoadFailed } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useAdminWallets } from '../api/admin-wallets';
import { formatCents } from '../money';
import { walletPath } from '../paths';
import shared from '@/lib/shared.module.css';

/** Admin → Wallets: sellers with their balances, searched by email or name (kept in the address); each opens its ledger. */
export default function AdminWalletsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const list = useAdminWallets(q);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  const columns: TableColumnsType<AdminWallet> = [
    {
      title: t('wallet.admin.columns.seller'),
      key: 'seller',
      render: (_v, w) => (
        <Flex vertical>
          <Link to={walletPath(w.userId)} onClick={(e) => e.stopPropagation()}>
            {w.email}
          </Link>
          {w.name ? <Typography.Text type="secondary">{w.name}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      title: t('wallet.admin.columns.balance'),
      dataIndex: 'availableCents',
      align: 'right',
      width: 160,
      render: (_v, w) => <span className={shared.nowrap}>{formatCents(w.availableCents, w.currency, locale)}</span>,
    },
    {
      title: t('wallet.admin.columns.lastMovement'),
      dataIndex: 'updatedAt',
      width: 190,
      render: (v: string | null) =>
        v ? formatDateTime(v, locale) : <Typography.Text type="secondary">{t('wallet.summary.never')}</Typography.Text>,
    },
  ];

  return (
    <Page
      title={t('menu.adminWallets')}
      subtitle={t('wallet.admin.intro')}
      extra={
        <Input.Search
          key={q}
          allowClear
          defaultValue={q}
          aria-label={t('wallet.admin.search')}
          placeholder={t('wallet.admin.searchPlaceholder')}
          enterButton={t('wallet.admin.searchButton')}
          onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true })}
          style={{ width: 380, maxWidth: '100%' }}
        />
      }
    >
      {list.isError ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<AdminWallet>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isPending || (list.isFetching && !list.isFetchingNextPage)}
        pagination={false}
        scroll={{ x: 640 }}
        aria-label={t('menu.adminWallets')}
        onRow={(w) => ({ onClick: () => void navigate(walletPath(w.userId)), style: { cursor: 'pointer' } })}
        locale={{ emptyText: q ? t('wallet.admin.emptyFiltered', { q }) : t('wallet.admin.empty') }}
      />
      {list.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('wallet.statement.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </Page>
  );
}
