import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Input,
  Menu,
  Popconfirm,
  Row,
  Segmented,
  Typography,
  type MenuProps,
} from 'antd';
import { menuFromLayout, MENU_LOCKED_FOR_ADMINS, type MenuLayoutEntry, type Role } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ICONS } from '@/app/layout/menu-icons';
import { routeTable } from '@/app/route-table';
import { buildMenu, flattenRoutes, menuNames, type MenuEntry } from '@/lib/access';
import { errorText } from '@/lib/error-text';
import { feedback } from '@/lib/feedback';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useMenuLayout, useSaveMenuLayout } from '../api/admin-menu';

type Item = Required<MenuProps>['items'][number];

const ROLES: readonly Role[] = ['user', 'admin'];

/** Moves the entry at `from` one place up (-1) or down (+1) among its siblings. */
function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The preview's items: the menu a role would see, labelled in the admin's language, without links. */
function previewItems(entries: readonly MenuEntry[], t: (key: string) => string): Item[] {
  return entries.map((e) => ({
    key: e.key,
    icon: e.icon ? MENU_ICONS[e.icon] : undefined,
    label: t(e.locale),
    ...(e.children ? { children: previewItems(e.children, t) } : {}),
  }));
}

interface RowProps {
  entry: { name: string; roles: Role[] };
  label: string;
  index: number;
  count: number;
  nested?: boolean;
  onMove: (by: -1 | 1) => void;
  onRoles: (roles: Role[]) => void;
}

/** One entry of the layout: its name, its place among its siblings, and the roles it is shown to. */
function LayoutRow({ entry, label, index, count, nested, onMove, onRoles }: RowProps) {
  const { t } = useTranslation();
  const adminOnly = entry.name.startsWith('Admin');
  const locked = MENU_LOCKED_FOR_ADMINS.includes(entry.name);
  return (
    <Flex
      role="group"
      aria-label={label}
      align="center"
      gap={8}
      wrap
      style={{ paddingInlineStart: nested ? 24 : 0, paddingBlock: 4, borderBottom: '1px solid var(--ant-color-split)' }}
    >
      <Typography.Text strong={!nested} style={{ flex: '1 1 140px', minWidth: 0 }}>
        {label}
      </Typography.Text>
      <Flex gap={4}>
        <Button size="small" aria-label={t('adminMenu.up', { name: label })} disabled={index === 0} onClick={() => onMove(-1)}>
          ↑
        </Button>
        <Button
          size="small"
          aria-label={t('adminMenu.down', { name: label })}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          ↓
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            checked={entry.roles.includes(role)}
            disabled={(role === 'user' && adminOnly) || (role === 'admin' && locked)}
            aria-label={t(`adminMenu.shownTo.${role}`, { name: label })}
            onChange={(e) => onRoles(e.target.checked ? [...entry.roles, role] : entry.roles.filter((r) => r !== role))}
          >
            {t(`adminMenu.roles.${role}`)}
          </Checkbox>
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * Admin → Menu: the server menu that consoles with "menu from server" on show. Admins order the entries within their
 * groups and choose which roles see each one, with a preview of each role's menu before saving; saving and going
 * back to the default are on the audit log.
 */
export default function AdminMenuPage() {
  const { t } = useTranslation();
  const layout = useMenuLayout();
  const save = useSaveMenuLayout();
  const [draft, setDraft] = useState<MenuLayoutEntry[] | null>(null);
  const [reason, setReason] = useState('');
  const [previewRole, setPreviewRole] = useState<Role>('user');
  const [error, setError] = useState<string | null>(null);
  const entries = useMemo(() => draft ?? layout.data?.entries ?? [], [draft, layout.data]);
  const labels = useMemo(
    () => new Map(flattenRoutes(routeTable).map((r) => [r.name, r.meta.locale ? t(r.meta.locale) : r.name])),
    [t],
  );
  const labelOf = (name: string) => labels.get(name) ?? name;
  const preview = useMemo(
    () => buildMenu(routeTable, previewRole, menuNames(menuFromLayout(entries, previewRole))),
    [entries, previewRole],
  );

  const change = (next: MenuLayoutEntry[]) => {
    setError(null);
    setDraft(next);
  };
  const setAt = (i: number, patch: Partial<MenuLayoutEntry>) => change(entries.map((e, k) => (k === i ? { ...e, ...patch } : e)));

  const { submit, submitting } = useSingleSubmit(async (toDefault: boolean) => {
    setError(null);
    try {
      await save.mutateAsync(toDefault ? null : { entries, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      setDraft(null);
      setReason('');
      feedback.message.success(t(toDefault ? 'adminMenu.resetDone' : 'adminMenu.saved'));
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <Page title={t('menu.adminMenu')} subtitle={t('adminMenu.intro')}>
      <LoadState queries={[layout]}>
        {(saved) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={15}>
              <Card
                title={t('adminMenu.entries')}
                extra={
                  <Typography.Text type="secondary">
                    {saved.isDefault ? t('adminMenu.isDefault') : t('adminMenu.savedBy', { email: saved.updatedBy ?? '' })}
                  </Typography.Text>
                }
              >
                {entries.map((e, i) => (
                  <div key={e.name}>
                    <LayoutRow
                      entry={e}
                      label={labelOf(e.name)}
                      index={i}
                      count={entries.length}
                      onMove={(by) => change(moved(entries, i, by))}
                      onRoles={(roles) => setAt(i, { roles })}
                    />
                    {e.children?.map((c, k) => (
                      <LayoutRow
                        key={c.name}
                        nested
                        entry={c}
                        label={labelOf(c.name)}
                        index={k}
                        count={e.children!.length}
                        onMove={(by) => setAt(i, { children: moved(e.children!, k, by) })}
                        onRoles={(roles) => setAt(i, { children: e.children!.map((x, n) => (n === k ? { ...x, roles } : x)) })}
                      />
                    ))}
                  </div>
                ))}
              </Card>
            </Col>
            <Col xs={24} lg={9}>
              <Flex vertical gap={16}>
                <Card title={t('adminMenu.preview')}>
                  <Segmented<Role>
                    block
                    value={previewRole}
                    onChange={setPreviewRole}
                    options={ROLES.map((r) => ({ value: r, label: t(`adminMenu.previewAs.${r}`) }))}
                    style={{ marginBottom: 12 }}
                  />
                  <Menu
                    mode="inline"
                    aria-label={t('adminMenu.previewLabel')}
                    selectable={false}
                    items={previewItems(preview, t)}
                    style={{ borderInlineEnd: 'none' }}
                  />
                </Card>
                <Card>
                  <Flex vertical gap={12}>
                    <Typography.Text type="secondary">{t('adminMenu.appliesTo')}</Typography.Text>
                    <Input.TextArea
                      aria-label={t('adminMenu.reason')}
                      placeholder={t('adminMenu.reason')}
                      maxLength={500}
                      autoSize={{ minRows: 2, maxRows: 4 }}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                    />
                    {error ? <Alert type="error" showIcon message={error} /> : null}
                    <Flex gap={8} wrap justify="flex-end">
                      <Popconfirm
                        title={t('adminMenu.resetConfirm')}
                        okText={t('adminMenu.reset')}
                        cancelText={t('adminMenu.cancel')}
                        onConfirm={() => void submit(true)}
                        disabled={saved.isDefault || submitting}
                      >
                        <Button disabled={saved.isDefault || submitting}>{t('adminMenu.reset')}</Button>
                      </Popconfirm>
                      <Button disabled={draft === null || submitting} onClick={() => setDraft(null)}>
                        {t('adminMenu.discard')}
                      </Button>
                      <Button type="primary" loading={submitting} disabled={draft === null} onClick={() => void submit(false)}>
                        {t('adminMenu.save')}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              </Flex>
            </Col>
          </Row>
        )}
      </LoadState>
    </Page>
  );
}
