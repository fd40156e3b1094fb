import { Alert, Button, Divider, Flex, Typography } from 'antd';
import { DATA_EXPORT_PARTS, type PrivacyOverview, type User } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { feedback } from '@/lib/feedback';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import { SmallText } from '@/lib/small-text';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { isBuilding, ownExportUrl, usePrivacy, useRequestExport } from '../api/privacy';
import { CloseAccountDialog } from './close-account-dialog';
import { ClosingBlockers, type BlockerLinks } from './closing-blockers';
import { DataExportList } from './data-export-list';

const LIST = { margin: 0, paddingInlineStart: 20 } as const;

/** "Download my data": what the ZIP holds, asking for one (one at a time), and the exports with their progress. */
function ExportSection({
  userId,
  overview,
  onDownloadFailed,
}: {
  userId: string;
  overview: PrivacyOverview;
  onDownloadFailed: () => void;
}) {
  const { t } = useTranslation();
  const request = useRequestExport(userId);
  const building = overview.exports.some(isBuilding);
  const { submit: prepare, submitting } = useSingleSubmit(async () => {
    try {
      await request.mutateAsync();
      feedback.message.success(t('account.privacy.export.started'));
    } catch {
      // Shown above the button.
    }
  });
  return (
    <section aria-label={t('account.privacy.export.title')}>
      <SectionTitle>{t('account.privacy.export.title')}</SectionTitle>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('account.privacy.export.intro')}</Typography.Text>
        <ul style={LIST}>
          {DATA_EXPORT_PARTS.map((part) => (
            <li key={part}>{t(`account.privacy.parts.${part}`)}</li>
          ))}
        </ul>
        <Typography.Text type="secondary">{t('account.privacy.export.how')}</Typography.Text>
        {request.isError ? <Alert type="error" showIcon role="alert" title={errorText(request.error)} /> : null}
        <Flex gap={12} align="center" wrap>
          <Button type="primary" loading={submitting} disabled={building} onClick={() => void prepare(undefined)}>
            {t('account.privacy.export.prepare')}
          </Button>
          {building ? <SmallText type="secondary">{t('account.privacy.export.oneAtATime')}</SmallText> : null}
        </Flex>
        <DataExportList exports={overview.exports} downloadUrl={ownExportUrl(userId)} onDownloadFailed={onDownloadFailed} />
      </Flex>
    </section>
  );
}

/** "Close my account": what keeps it open (with where to settle each), or what closing does, and the button. */
function CloseSection({ user, overview }: { user: User; overview: PrivacyOverview }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { closing } = overview;
  const blocked = closing.blockers.length > 0;
  const links: BlockerLinks = {
    balance: { to: '/balance', label: t('account.privacy.blockers.settle.balance') },
    commissions: { to: '/recommend', label: t('account.privacy.blockers.settle.commissions') },
    orders: { to: '/orders', label: t('account.privacy.blockers.settle.orders') },
    stock: { to: '/myCloudWarehouse', label: t('account.privacy.blockers.settle.stock') },
  };
  return (
    <section aria-label={t('account.privacy.close.title')}>
      <SectionTitle>{t('account.privacy.close.title')}</SectionTitle>
      <Flex vertical gap={12} align="flex-start">
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ width: '100%' }} /> : null}
        {blocked ? (
          <Alert
            type="warning"
            showIcon
            title={t('account.privacy.close.blocked')}
            description={<ClosingBlockers closing={closing} links={links} />}
            style={{ width: '100%' }}
          />
        ) : (
          <>
            <Typography.Text>{t('account.privacy.close.what', { count: closing.graceDays })}</Typography.Text>
            <Typography.Text type="secondary">{t('account.privacy.close.kept')}</Typography.Text>
            <Typography.Text type="secondary">{t('account.privacy.close.downloadFirst')}</Typography.Text>
          </>
        )}
        <Button
          danger
          disabled={blocked}
          onClick={() => {
            setRefusal(null);
            setOpen(true);
          }}
        >
          {t('account.privacy.close.button')}
        </Button>
      </Flex>
      {open ? (
        <CloseAccountDialog
          userId={user.id}
          twoFactor={overview.twoFactor}
          graceDays={closing.graceDays}
          onClose={() => setOpen(false)}
          onUnsettled={(message) => {
            setOpen(false);
            setRefusal(message);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * My Account → Privacy, the person's own: a download of all their data (a ZIP built in the background, polled every
 * 2 s while it is) and closing their account, which unsettled money, orders or stock hold back.
 */
export function PrivacyPanel({ user }: { user: User }) {
  const overview = usePrivacy(user.id);
  return (
    <LoadState queries={[overview]} rows={8}>
      {(p) => (
        <Flex vertical style={{ maxWidth: 760 }}>
          <ExportSection userId={user.id} overview={p} onDownloadFailed={() => void overview.refetch()} />
          <Divider />
          <CloseSection user={user} overview={p} />
        </Flex>
      )}
    </LoadState>
  );
}
