import { Button, Flex, Form, Input } from 'antd';
import { TicketReply, type Upload } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useReplyToTicket } from '../api/tickets';
import { AttachmentsField } from './attachments-field';

const BODY_MAX = 5000;

interface Values {
  body: string;
  attachments: Upload[];
}

/** The seller's reply, with files; sent once however often the button is pressed. */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reply = useReplyToTicket(ticketId);

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      await reply.mutateAsync({ body: v.body.trim(), attachmentIds: v.attachments.map((a) => a.id) });
      feedback.message.success(t('support.reply.sent'));
      form.resetFields();
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ body: '', attachments: [] }}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => reply.error && reply.reset()}
    >
      <Form.Item
        name="body"
        label={t('support.reply.label')}
        rules={rulesFrom(TicketReply.shape.body, { required: t('support.reply.required'), max: null })}
      >
        <Input.TextArea rows={4} maxLength={BODY_MAX} showCount placeholder={t('support.reply.placeholder')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('support.attachments.label')}>
        <AttachmentsField />
      </Form.Item>
      <FormError error={reply.error} />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('support.reply.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
