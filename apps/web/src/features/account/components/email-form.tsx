import { Button, Descriptions, Form, Input, Space, Tag } from 'antd';
import { Code, type User } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useConfirmEmail, useSendEmailCode } from '../api/change-email';
import { useSingleSubmit } from '@/lib/use-single-submit';

/** The account's email and changing it in two steps: a code to the new address, then the code. */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const send = useSendEmailCode(user.id);
  const confirm = useConfirmEmail(user.id);
  const [target, setTarget] = useState<string | null>(null);
  const [codeForm] = Form.useForm<{ code: string }>();

  const { submit: onSend, submitting: sending } = useSingleSubmit(async ({ email }: { email: string }) => {
    const address = email.trim().toLowerCase();
    try {
      await send.mutateAsync(address);
      setTarget(address);
      feedback.message.success(t('account.email.sent', { email: address }));
    } catch {
      // Shown in the form.
    }
  });

  const { submit: onConfirm, submitting: confirming } = useSingleSubmit(async ({ code }: { code: string }) => {
    if (!target) return;
    try {
      await confirm.mutateAsync({ email: target, code: code.trim() });
      setTarget(null);
      codeForm.resetFields();
      feedback.message.success(t('account.email.changed', { email: target }));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Space orientation="vertical" size="large" style={{ maxWidth: 560, width: '100%' }}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('account.email.current')}>
          <Space>
            {user.email}
            <Tag color={user.emailVerified ? 'green' : 'orange'}>
              {t(user.emailVerified ? 'account.email.verified' : 'account.email.unverified')}
            </Tag>
          </Space>
        </Descriptions.Item>
      </Descriptions>
      {target === null ? (
        <Form layout="vertical" name="new-email" onFinish={(v: { email: string }) => void onSend(v)}>
          <FormError error={send.error} />
          <Form.Item
            name="email"
            label={t('account.email.new')}
            rules={[
              { required: true, message: t('account.email.required') },
              { type: 'email', message: t('account.email.invalid') },
              {
                validator: async (_, v: string | undefined) => {
                  if (v && v.trim().toLowerCase() === user.email) throw new Error(t('account.email.same'));
                },
              },
            ]}
          >
            <Input inputMode="email" autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('account.email.send')}
          </Button>
        </Form>
      ) : (
        <Form form={codeForm} layout="vertical" name="email-code" onFinish={(v: { code: string }) => void onConfirm(v)}>
          <FormError error={confirm.error} />
          <Form.Item
            name="code"
            label={t('account.email.code', { email: target })}
            rules={rulesFrom(Code, { required: t('account.email.codeInvalid'), pattern: t('account.email.codeInvalid') })}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={confirming}>
              {t('account.email.confirm')}
            </Button>
            <Button
              onClick={() => {
                confirm.reset();
                setTarget(null);
              }}
            >
              {t('account.cancel')}
            </Button>
          </Space>
        </Form>
      )}
    </Space>
  );
}
