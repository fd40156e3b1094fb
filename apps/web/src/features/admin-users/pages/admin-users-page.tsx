import { Button, Flex, Input, Tag, type TableColumnType } from 'antd';
import type { AdminUserRow } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakText } from '@/lib/break-text';
import { DateTimeCell } from '@/lib/list-cells';
import { LoadFailed } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { RouterLink } from '@/lib/router-link';
import { nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { useUserSearch } from '../api/admin-users';

/** Admin → Users: find a user by email, id, account id, invite code or store domain, and open their page. */
export default function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const users = useUserSearch(q);
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];
  const columns: TableColumnType<AdminUserRow>[] = [
    {
      title: t('adminUsers.columns.email'),
      key: 'email',
      render: (_v, u) => (
        <RouterLink to={`/admin/users/${u.id}`}>
          <BreakText text={u.email} />
        </RouterLink>
      ),
    },
    { title: t('adminUsers.columns.name'), dataIndex: 'username', key: 'username' },
    {
      title: t('adminUsers.columns.state'),
      key: 'state',
      render: (_v, u) => (
        <Flex gap={4} wrap>
          {u.role === 'admin' ? <Tag color="purple">{t('adminUsers.roles.admin')}</Tag> : null}
          {u.disabled ? <Tag color="red">{t('adminUsers.disabled')}</Tag> : null}
          {u.emailVerified ? null : <Tag color="gold">{t('adminUsers.unverified')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('adminUsers.columns.created'),
      key: 'created',
      onHeaderCell: nowrapHeader,
      render: (_v, u) => <DateTimeCell iso={u.createdAt} locale={i18n.language} />,
    },
  ];
  return (
    <Page
      title={t('adminUsers.title')}
      subtitle={t('adminUsers.intro')}
      extra={
        <Input.Search
          allowClear
          aria-label={t('adminUsers.search.label')}
          placeholder={t('adminUsers.search.placeholder')}
          enterButton={t('adminUsers.search.submit')}
          onSearch={(value) => setQ(value.trim())}
          style={{ width: 420, maxWidth: '100%' }}
        />
      }
    >
      {users.isError ? <LoadFailed error={users.error} onRetry={() => void users.refetch()} /> : null}
      <ResponsiveTable<AdminUserRow>
        rowKey="id"
        aria-label={t('adminUsers.title')}
        columns={columns}
        dataSource={rows}
        loading={users.isPending || (users.isFetching && !users.isFetchingNextPage)}
        locale={{ emptyText: q ? t('adminUsers.emptyFiltered', { q }) : t('adminUsers.empty') }}
      />
      {users.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void users.fetchNextPage()} loading={users.isFetchingNextPage}>
            {t('adminUsers.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </Page>
  );
}
