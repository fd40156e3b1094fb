import { Alert, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { CloseAccountRequest } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { rulesFrom } from '@/lib/form-rules';
import { isApiError } from '@/lib/http';
import { ModalButtons } from '@/lib/modal-buttons';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCloseAccount } from '../api/privacy';
import { AuthenticatorCodeField } from './authenticator-code-field';

interface Values {
  password: string;
  code?: string;
  reason?: string;
  confirm?: boolean;
}

interface Props {
  userId: string;
  /** Whether two-factor sign-in is on: closing then asks for the authenticator's code too. */
  twoFactor: boolean;
  graceDays: number;
  onClose: () => void;
  /** The server found something unsettled meanwhile: the panel shows it, with the server's words. */
  onUnsettled: (message: string) => void;
}

/**
 * Closing the account, for good: the password (and the authenticator's code with two-factor sign-in on), an optional
 * reason and a tick saying the seller understands. Sent once; on success the browser signs out and opens sign-in.
 */
export function CloseAccountDialog({ userId, twoFactor, graceDays, onClose, onUnsettled }: Props) {
  const { t } = useTranslation();
  const close = useCloseAccount(userId);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    setError(null);
    try {
      const code = v.code?.replace(/\s/g, '');
      const reason = v.reason?.trim();
      await close.mutateAsync({
        password: v.password,
        ...(twoFactor && code ? { code } : {}),
        ...(reason ? { reason } : {}),
      });
    } catch (e) {
      if (isApiError(e, 'ACCOUNT_NOT_SETTLED')) onUnsettled(e.message);
      else if (isApiError(e, 'PASSWORD_WRONG')) form.setFields([{ name: 'password', errors: [e.message] }]);
      else if (isApiError(e) && e.code.startsWith('TWO_FACTOR_CODE_') && twoFactor)
        form.setFields([{ name: 'code', errors: [e.message] }]);
      else setError(errorText(e));
    }
  });

  return (
    <Modal
      open
      title={t('account.privacy.close.dialogTitle')}
      onCancel={submitting ? undefined : onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('account.privacy.close.dialogText', { count: graceDays })}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" name="close-account" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="password"
          label={t('account.privacy.close.password')}
          rules={rulesFrom(CloseAccountRequest.shape.password, {
            required: t('account.password.currentRequired'),
            max: (max) => t('account.password.tooLong', { max }),
          })}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {twoFactor ? <AuthenticatorCodeField /> : null}
        <Form.Item
          name="reason"
          label={t('account.privacy.close.reason')}
          extra={t('account.privacy.close.reasonHint')}
          rules={rulesFrom(CloseAccountRequest.shape.reason, { max: null })}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="confirm"
          valuePropName="checked"
          rules={[
            {
              validator: async (_, v: boolean | undefined) => {
                if (!v) throw new Error(t('account.privacy.close.confirmRequired'));
              },
            },
          ]}
        >
          <Checkbox>{t('account.privacy.close.confirm')}</Checkbox>
        </Form.Item>
        {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
        <ModalButtons
          danger
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('account.cancel')}
          okText={t('account.privacy.close.submit')}
        />
      </Form>
    </Modal>
  );
}
