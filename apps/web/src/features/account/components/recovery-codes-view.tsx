import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';

/** The recovery codes, shown once: copy or download them, then say they are kept. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      feedback.message.success(t('account.twoFactor.codes.copied'));
    } catch {
      feedback.message.error(t('account.twoFactor.codes.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t('account.twoFactor.codes.fileTitle')}\n\n${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'dropport-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Alert type="warning" showIcon title={t('account.twoFactor.codes.title')} description={t('account.twoFactor.codes.once')} />
      <ul
        aria-label={t('account.twoFactor.codes.title')}
        style={{ columns: 2, fontFamily: 'monospace', fontSize: 16, margin: 0 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('account.twoFactor.codes.copy')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          {t('account.twoFactor.codes.download')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('account.twoFactor.codes.done')}
        </Button>
      </Flex>
    </Flex>
  );
}
