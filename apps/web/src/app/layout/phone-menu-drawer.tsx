import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavMenu } from './nav-menu';

/** The main menu in a drawer behind the navbar's menu button, on a phone. */
export function PhoneMenuDrawer({ open, onClose, width }: { open: boolean; onClose: () => void; width: number }) {
  const { t } = useTranslation();
  return (
    <Drawer placement="left" size={width} open={open} onClose={onClose} title={t('app.name')} styles={{ body: { padding: 0 } }}>
      <NavMenu mode="inline" onNavigate={onClose} />
    </Drawer>
  );
}
