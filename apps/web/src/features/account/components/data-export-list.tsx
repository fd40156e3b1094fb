import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import { formatFileSize, type DataExport, type DataExportStatus } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { isApiError } from '@/lib/http';
import shared from '@/lib/shared.module.css';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import { downloadExport, isBuilding } from '../api/privacy';

const STATUS_COLOR: Record<DataExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  ready: 'success',
  failed: 'error',
  expired: 'default',
};

/** "Download" of a ready export: busy while the ZIP comes, and a message when it cannot. */
function DownloadButton({ item, url, onFailed }: { item: DataExport; url: string; onFailed?: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadExport(url, item);
    } catch (e) {
      // A refusal comes back as a body the client cannot read as JSON (it asked for a file): our own words then.
      const lost = isApiError(e) && (e.code === 'NETWORK_ERROR' || e.code === 'TIMEOUT');
      feedback.message.error(lost ? e.message : t('account.privacy.exports.downloadFailed'));
      onFailed?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void download()}>
      {t('account.privacy.exports.download')}
    </Button>
  );
}

/** One export: its state, and its progress while built, or its size, lifetime and download once ready. */
function ExportItem({ item, url, onFailed }: { item: DataExport; url: string; onFailed?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = (iso: string) => formatDateTime(iso, locale);
  const asked = t('account.privacy.exports.asked', { date: when(item.createdAt) });
  return (
    <li aria-label={asked}>
      <Card size="small">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Flex gap={8} wrap align="center">
              <Tag color={STATUS_COLOR[item.status]} style={{ marginInlineEnd: 0 }}>
                {t(`account.privacy.exports.status.${item.status}`)}
              </Tag>
              <Typography.Text>{asked}</Typography.Text>
              {item.requestedBy === 'admin' ? (
                <SmallText type="secondary">{t('account.privacy.exports.byAdmin')}</SmallText>
              ) : null}
            </Flex>
            {isBuilding(item) ? (
              <Progress
                percent={item.progress}
                status="active"
                size="small"
                style={{ maxWidth: 360, marginBottom: 0 }}
                aria-label={t('account.privacy.exports.progress', { progress: item.progress })}
              />
            ) : null}
            {item.status === 'ready' ? (
              <SmallText type="secondary">
                {[
                  item.bytes !== null ? formatFileSize(item.bytes, locale) : null,
                  item.expiresAt ? t('account.privacy.exports.until', { date: when(item.expiresAt) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </SmallText>
            ) : null}
            {item.status === 'failed' ? <SmallText type="danger">{t('account.privacy.exports.failed')}</SmallText> : null}
            {item.status === 'expired' ? <SmallText type="secondary">{t('account.privacy.exports.expired')}</SmallText> : null}
          </Flex>
          {item.status === 'ready' ? <DownloadButton item={item} url={url} onFailed={onFailed} /> : null}
        </Flex>
      </Card>
    </li>
  );
}

interface Props {
  exports: readonly DataExport[];
  /** The address an export's ZIP is downloaded from (the seller's own, or the admin's). */
  downloadUrl: (id: string) => string;
  /** After a download failed: the list may be out of date (the export expired meanwhile). */
  onDownloadFailed?: () => void;
}

/** The data exports asked for, newest first. The seller's Privacy tab and the admin's user page show the same list. */
export function DataExportList({ exports, downloadUrl, onDownloadFailed }: Props) {
  const { t } = useTranslation();
  if (exports.length === 0) return <Typography.Text type="secondary">{t('account.privacy.exports.empty')}</Typography.Text>;
  return (
    <Flex vertical gap={8} component="ul" className={shared.plainList} aria-label={t('account.privacy.exports.label')}>
      {exports.map((e) => (
        <ExportItem key={e.id} item={e} url={downloadUrl(e.id)} onFailed={onDownloadFailed} />
      ))}
    </Flex>
  );
}
