import { Checkbox, Form, Select, Typography } from 'antd';
import { PERMISSIONS, ROLE_PRESETS, TEAM_ROLES, type Permission, type TeamRole } from '@dropport/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myStoresQueryOptions } from '@/features/stores';

/** Withdrawals and the team stay with the owner: only the owner may hand them out. */
const OWNER_ONLY: readonly Permission[] = ['withdraw', 'team'];

/**
 * The role of a member or an invitation: a preset (its permissions listed) or custom (chosen one by one), and the
 * linked stores the member works on (all when none is chosen).
 */
export function RoleFields({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const role = Form.useWatch<TeamRole | undefined>('role');
  const stores = useQuery(myStoresQueryOptions());
  return (
    <>
      <Form.Item name="role" label={t('team.role.label')} rules={[{ required: true, message: t('team.role.required') }]}>
        <Select options={TEAM_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }))} aria-label={t('team.role.label')} />
      </Form.Item>
      {role && role !== 'custom' ? (
        <Typography.Paragraph type="secondary" data-testid="role-grants">
          {t('team.role.grants', { list: ROLE_PRESETS[role].map((p) => t(`team.permissions.${p}`)).join(', ') })}
        </Typography.Paragraph>
      ) : null}
      {role === 'custom' ? (
        <Form.Item
          name="permissions"
          label={t('team.role.permissions')}
          rules={[{ required: true, type: 'array', min: 1, message: t('team.role.permissionsRequired') }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 4 }}
            options={PERMISSIONS.map((p) => ({
              value: p,
              label: t(`team.permissions.${p}`),
              disabled: !isOwner && OWNER_ONLY.includes(p),
            }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="storeIds" label={t('team.role.stores')} extra={t('team.role.storesHint')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('team.role.allStores')}
          loading={stores.isPending}
          options={(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name || s.shopDomain }))}
        />
      </Form.Item>
    </>
  );
}
