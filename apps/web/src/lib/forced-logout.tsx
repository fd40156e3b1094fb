import { ExclamationCircleFilled } from '@ant-design/icons';
import { Flex, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { clearCredential } from './credential';
import { i18n } from './i18n';

let onSessionLost = () => {
  clearCredential();
  window.location.reload();
};

/** What the forced-logout dialog's OK does; the app clears its session state and goes to sign-in. */
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

const useForcedLogout = create<{ open: boolean }>(() => ({ open: false }));

let mountedDialogs = 0;
let staticOpen = false;

/**
 * Opens the forced-logout dialog (seed section 8). Several calls fail at once when a session ends, and the user
 * sees one dialog: opening it again while it is open does nothing.
 */
export function showForcedLogout(): void {
  if (mountedDialogs > 0) {
    useForcedLogout.setState({ open: true });
    return;
  }
  // Before the console has mounted its dialog, antd's static one stands in.
  if (staticOpen) return;
  staticOpen = true;
  Modal.warning({
    title: i18n.t('http.forcedLogout.title'),
    content: i18n.t('http.forcedLogout.content'),
    okText: i18n.t('http.forcedLogout.ok'),
    keyboard: false,
    onOk: () => onSessionLost(),
    afterClose: () => {
      staticOpen = false;
    },
  });
}

/**
 * The forced-logout dialog, mounted once in the console's providers. Rendered from a store rather than opened
 * through antd's hook API: that API queues the dialog as a state update which, made from a failed request outside
 * any React event, could wait unseen until some other update (a save) rendered the console again.
 */
export function ForcedLogoutDialog() {
  const { t } = useTranslation();
  const open = useForcedLogout((s) => s.open);
  useEffect(() => {
    mountedDialogs += 1;
    return () => {
      mountedDialogs -= 1;
    };
  }, []);
  return (
    <Modal
      open={open}
      title={
        <Flex gap={8} align="center">
          <ExclamationCircleFilled aria-hidden style={{ color: 'var(--ant-color-warning, #faad14)' }} />
          {t('http.forcedLogout.title')}
        </Flex>
      }
      okText={t('http.forcedLogout.ok')}
      onOk={() => onSessionLost()}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={416}
    >
      {t('http.forcedLogout.content')}
    </Modal>
  );
}
