import { CloseOutlined, DownOutlined, EllipsisOutlined, ReloadOutlined, VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_TAB, useTabBarStore } from '@/stores/tab-bar-store';
import { useCurrentRoute } from '../guard';
import { reloadPath } from './tab-tracking';

/** The tab bar: open pages, close, close others, reload. */
export function TabBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const tabs = useTabBarStore((s) => s.tabs);
  const close = useTabBarStore((s) => s.close);
  const closeOthers = useTabBarStore((s) => s.closeOthers);
  const uncache = useTabBarStore((s) => s.uncache);
  const active = tabs.find((tab) => tab.name === route?.name);

  const closeTab = (name: string) => {
    const left = close(name);
    if (name === active?.name) void navigate(left.at(-1)?.fullPath ?? DEFAULT_TAB.fullPath);
  };
  const actions: MenuProps['items'] = [
    { key: 'reload', icon: <ReloadOutlined aria-hidden />, label: t('tabs.reload'), disabled: !active },
    {
      key: 'close',
      icon: <CloseOutlined aria-hidden />,
      label: t('tabs.close'),
      disabled: !active || active.name === DEFAULT_TAB.name,
    },
    { key: 'closeOthers', icon: <VerticalAlignMiddleOutlined aria-hidden />, label: t('tabs.closeOthers'), disabled: !active },
  ];
  const onAction: MenuProps['onClick'] = ({ key }) => {
    if (!active) return;
    if (key === 'reload') {
      uncache(active.name);
      void navigate(reloadPath(active));
    }
    if (key === 'close') closeTab(active.name);
    if (key === 'closeOthers') closeOthers(active.name);
  };

  return (
    <div
      role="navigation"
      aria-label={t('tabs.label')}
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '6px 16px 0',
      }}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active?.name ?? ''}
        onChange={(name) => {
          const tab = tabs.find((x) => x.name === name);
          if (tab) void navigate(tab.fullPath);
        }}
        onEdit={(name, action) => {
          if (action === 'remove' && typeof name === 'string') closeTab(name);
        }}
        items={tabs.map((tab) => ({
          key: tab.name,
          label: t(tab.title),
          closable: tab.name !== DEFAULT_TAB.name,
          closeIcon: <CloseOutlined aria-hidden />,
        }))}
        locale={{ removeAriaLabel: t('tabs.close'), dropdownAriaLabel: t('tabs.more') }}
        more={{ icon: <EllipsisOutlined aria-hidden /> }}
        tabBarExtraContent={
          <Dropdown menu={{ items: actions, onClick: onAction }} trigger={['click']} placement="bottomRight">
            <Button size="small" type="text" aria-label={t('tabs.actions')} icon={<DownOutlined aria-hidden />} />
          </Dropdown>
        }
        tabBarStyle={{ marginBottom: 0 }}
      />
    </div>
  );
}
