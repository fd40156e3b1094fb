import { Button, Flex, Form, Input, Select } from 'antd';
import { AdminTicketReply, LOCALES, type AdminTicketDetail } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCanned } from '../api/canned';
import { useReply } from '../api/tickets';

const BODY_MAX = AdminTicketReply.shape.body.maxLength ?? 5000;

interface Values {
  body: string;
}

/**
 * The admin's answer to a ticket: a reply the seller reads, or an internal note only admins see; a canned reply of
 * any language may fill the box first. Each is sent once however often it is clicked.
 */
export function ReplyBox({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reply = useReply();
  const canned = useCanned();
  const [sending, setSending] = useState<boolean | null>(null);

  const { submit, submitting } = useSingleSubmit(async (internal: boolean) => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return; // The form says what is missing.
    }
    setSending(internal);
    try {
      await reply.mutateAsync({ id: ticket.id, v: { body: v.body.trim(), attachmentIds: [], internal } });
      form.resetFields();
      feedback.message.success(t(internal ? 'adminSupport.reply.noteAdded' : 'adminSupport.reply.sent'));
    } catch {
      // Shown in the form, in the server's words.
    } finally {
      setSending(null);
    }
  });

  const insert = (id: string) => {
    const chosen = canned.data?.find((c) => c.id === id);
    if (!chosen) return;
    const now = (form.getFieldValue('body') as string | undefined)?.trimEnd() ?? '';
    form.setFieldsValue({ body: now ? `${now}\n\n${chosen.body}` : chosen.body });
    void form.validateFields(['body']).catch(() => undefined);
  };

  const groups = LOCALES.map((l) => ({
    label: t(`adminSupport.language.${l}`),
    title: t(`adminSupport.language.${l}`),
    options: (canned.data ?? []).filter((c) => c.locale === l).map((c) => ({ value: c.id, label: c.title })),
  })).filter((g) => g.options.length > 0);

  return (
    <Form<Values> form={form} layout="vertical" onValuesChange={() => reply.error && reply.reset()}>
      <Form.Item label={t('adminSupport.reply.canned')} htmlFor="admin-support-canned">
        <Select<string>
          id="admin-support-canned"
          value={null}
          placeholder={t('adminSupport.reply.cannedHint')}
          loading={canned.isPending}
          notFoundContent={canned.isError ? t('adminSupport.reply.cannedFailed') : t('adminSupport.reply.noCanned')}
          options={groups}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={insert}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="body"
        label={t('adminSupport.reply.body')}
        rules={rulesFrom(AdminTicketReply.shape.body, { required: t('adminSupport.reply.bodyRequired'), max: null })}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={BODY_MAX} showCount />
      </Form.Item>
      <FormError error={reply.error} />
      <Flex gap={8} wrap justify="flex-end">
        <Button
          loading={submitting && sending === true}
          disabled={submitting && sending !== true}
          onClick={() => void submit(true)}
        >
          {t('adminSupport.reply.addNote')}
        </Button>
        <Button
          type="primary"
          loading={submitting && sending === false}
          disabled={submitting && sending !== false}
          onClick={() => void submit(false)}
        >
          {t('adminSupport.reply.send')}
        </Button>
      </Flex>
    </Form>
  );
}
