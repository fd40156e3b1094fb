import { Alert, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { AdminPrivacyRequest } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosingBlockers, DataExportList, isBuilding } from '@/features/account';
import { feedback } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { rulesFrom } from '@/lib/form-rules';
import { LoadState } from '@/lib/load-state';
import { ModalButtons } from '@/lib/modal-buttons';
import { SectionTitle } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useDialogSubmit } from '@/lib/use-single-submit';
import { adminExportUrl, useAdminPrivacy, useAdminPrivacyAction, type PrivacyAction } from '../api/admin-privacy';

interface Values {
  reason: string;
  confirm?: boolean;
}

/** The dialog of a privacy action: the reason the audit log keeps, and for erasing, a tick that it is meant. */
function PrivacyDialog({ userId, action, onClose }: { userId: string; action: PrivacyAction; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useAdminPrivacyAction(userId, action);
  const erase = action === 'erase';
  // A refusal (ACCOUNT_NOT_SETTLED among them) shows the server's words on what is unsettled; the card reads the view again.
  const { submit, submitting, error } = useDialogSubmit(async (v: Values) => {
    await run.mutateAsync({ reason: v.reason.trim() });
    feedback.message.success(t(erase ? 'adminUsers.privacy.erasedDone' : 'adminUsers.privacy.exportStarted'));
  }, onClose);
  return (
    <Modal
      open
      title={t(`adminUsers.privacy.actions.${action}`)}
      onCancel={submitting ? undefined : onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(`adminUsers.privacy.explain.${action}`)}</Typography.Paragraph>
      <Form<Values> layout="vertical" name={`privacy-${action}`} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="reason"
          label={t('adminUsers.reason')}
          extra={t('adminUsers.reasonHint')}
          rules={rulesFrom(AdminPrivacyRequest.shape.reason, {
            required: t('adminUsers.reasonRequired'),
            min: () => t('adminUsers.reasonRequired'),
            max: null,
          })}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        {erase ? (
          <Form.Item
            name="confirm"
            valuePropName="checked"
            rules={[
              {
                validator: async (_, v: boolean | undefined) => {
                  if (!v) throw new Error(t('adminUsers.privacy.eraseConfirmRequired'));
                },
              },
            ]}
          >
            <Checkbox>{t('adminUsers.privacy.eraseConfirm')}</Checkbox>
          </Form.Item>
        ) : null}
        {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
        <ModalButtons
          danger={erase}
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('adminUsers.cancel')}
          okText={t(`adminUsers.privacy.actions.${action}`)}
        />
      </Form>
    </Modal>
  );
}

/**
 * A user's privacy on their admin page: where closing stands, what keeps the account open (the seller's own list),
 * their data exports with a download, and, on the user's request, an export or erasing their personal data.
 */
export function AdminPrivacyCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const view = useAdminPrivacy(userId);
  const [action, setAction] = useState<PrivacyAction | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');
  return (
    <Card>
      <section aria-label={t('adminUsers.privacy.title')}>
        <LoadState queries={[view]} rows={4}>
          {(p) => {
            const blocked = p.closing.blockers.length > 0;
            const erased = p.erasedAt !== null;
            return (
              <Flex vertical gap={12}>
                <Flex justify="space-between" align="flex-start" gap={8} wrap>
                  <Flex gap={8} align="baseline" wrap>
                    <SectionTitle>{t('adminUsers.privacy.title')}</SectionTitle>
                    {erased ? <Tag color="red">{t('adminUsers.privacy.erased')}</Tag> : null}
                  </Flex>
                  <Flex gap={8} wrap>
                    <Button disabled={erased || p.exports.some(isBuilding)} onClick={() => setAction('export')}>
                      {t('adminUsers.privacy.actions.export')}
                    </Button>
                    <Button danger disabled={erased || blocked} onClick={() => setAction('erase')}>
                      {t('adminUsers.privacy.actions.erase')}
                    </Button>
                  </Flex>
                </Flex>
                <Descriptions
                  column={{ xs: 1, md: 3 }}
                  size="small"
                  items={[
                    { key: 'closedAt', label: t('adminUsers.privacy.closedAt'), children: when(p.closedAt) },
                    erased
                      ? { key: 'erasedAt', label: t('adminUsers.privacy.erasedAt'), children: when(p.erasedAt) }
                      : { key: 'eraseAfter', label: t('adminUsers.privacy.eraseAfter'), children: when(p.eraseAfter) },
                  ]}
                />
                {blocked ? (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('adminUsers.privacy.unsettled')}
                    description={
                      <ClosingBlockers
                        closing={p.closing}
                        links={{ balance: { to: `/admin/wallets/${userId}`, label: t('adminUsers.privacy.openWallet') } }}
                      />
                    }
                  />
                ) : erased ? null : (
                  <Typography.Text type="secondary">{t('adminUsers.privacy.settled')}</Typography.Text>
                )}
                <Typography.Text strong>{t('adminUsers.privacy.exports')}</Typography.Text>
                <DataExportList exports={p.exports} downloadUrl={adminExportUrl} onDownloadFailed={() => void view.refetch()} />
              </Flex>
            );
          }}
        </LoadState>
      </section>
      {action ? <PrivacyDialog userId={userId} action={action} onClose={() => setAction(null)} /> : null}
    </Card>
  );
}
