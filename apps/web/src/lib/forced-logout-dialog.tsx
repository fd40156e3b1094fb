import { ExclamationCircleFilled } from '@ant-design/icons';
import { Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionLost } from './forced-logout';
import { i18n } from './i18n';

/** antd's static dialog, for a session lost before the console's own dialog is mounted. */
export function openStaticForcedLogout(afterClose: () => void): void {
  Modal.warning({
    title: i18n.t('http.forcedLogout.title'),
    content: i18n.t('http.forcedLogout.content'),
    okText: i18n.t('http.forcedLogout.ok'),
    keyboard: false,
    onOk: () => sessionLost(),
    afterClose,
  });
}

/**
 * The forced-logout dialog, rendered from a store rather than opened through antd's hook API: that API queues the
 * dialog as a state update which, made from a failed request outside any React event, could wait unseen until
 * some other update (a save) rendered the console again.
 */
export function ForcedLogoutModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
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
      onOk={() => sessionLost()}
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
