import { Alert, Button, Form, Input } from 'antd';
import { ChangePasswordBody, PASSWORD_MIN, type User } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useChangePassword } from '../api/change-password';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** Changing the password: the current one, the new one twice. The server signs out the other sessions. */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const change = useChangePassword(user.id);
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState(false);

  const { submit: onFinish, submitting } = useSingleSubmit(async (v: Values) => {
    setDone(false);
    try {
      await change.mutateAsync({ oldPassword: v.oldPassword, password: v.password });
      form.resetFields();
      setDone(true);
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<Values> form={form} layout="vertical" name="password" style={{ maxWidth: 480 }} onFinish={(v) => void onFinish(v)}>
      {done && (
        <Form.Item>
          <Alert type="success" showIcon role="status" title={t('account.password.changed')} />
        </Form.Item>
      )}
      <FormError error={change.error} />
      <Form.Item
        name="oldPassword"
        label={t('account.password.current')}
        rules={rulesFrom(ChangePasswordBody.shape.oldPassword, {
          required: t('account.password.currentRequired'),
          max: (max) => t('account.password.tooLong', { max }),
        })}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('account.password.new')}
        extra={t('account.password.policy', { min: PASSWORD_MIN })}
        rules={[
          ...rulesFrom(ChangePasswordBody.shape.password, {
            required: t('account.password.newRequired'),
            max: (max) => t('account.password.tooLong', { max }),
          }),
          // The least length is the server's password policy, not the request's schema.
          { min: PASSWORD_MIN, message: t('account.password.tooShort', { min: PASSWORD_MIN }) },
          {
            validator: async (_, v: string | undefined) => {
              const local = user.email.split('@')[0]?.toLowerCase() ?? '';
              if (v && local.length >= 4 && v.toLowerCase().includes(local)) throw new Error(t('account.password.hasEmail'));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('account.password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('account.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, v: string | undefined) => {
              if (v && v !== getFieldValue('password')) throw new Error(t('account.password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('account.password.save')}
      </Button>
    </Form>
  );
}
