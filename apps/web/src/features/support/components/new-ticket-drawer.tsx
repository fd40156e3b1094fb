import { Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { NewTicket, SELLER_TICKET_CATEGORIES, type TicketDetail, type Upload } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCreateTicket } from '../api/tickets';
import { AttachmentsField } from './attachments-field';

const SUBJECT_MAX = 150;
const MESSAGE_MAX = 5000;
const ORDER_MAX = 40;

interface Props {
  open: boolean;
  /** The order the ticket is about, when the page was opened from one (`?orderId=`). */
  orderId: string | null;
  onClose: () => void;
  /** After the ticket is written: the page opens it. */
  onCreated: (ticket: TicketDetail) => void;
}

/** "New ticket": a drawer whose form mounts afresh with each opening, with its own idempotency key. */
export function NewTicketDrawer({ open, orderId, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} size={640} destroyOnHidden title={t('support.new.title')}>
      {open ? <NewTicketForm orderId={orderId} onClose={onClose} onCreated={onCreated} /> : null}
    </Drawer>
  );
}

/** What a seller can write about (a claim's thread is opened from its order, never here). */
type SellerCategory = (typeof SELLER_TICKET_CATEGORIES)[number];

interface Values {
  category?: SellerCategory;
  subject: string;
  message: string;
  attachments: Upload[];
  orderId: string;
}

function NewTicketForm({ orderId, onClose, onCreated }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // One key per opening: a double click, or a retry after a lost answer, writes one ticket.
  const [key] = useState(newIdempotencyKey);
  const create = useCreateTicket();

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    const order = v.orderId.trim();
    try {
      const saved = await create.mutateAsync({
        category: v.category!,
        subject: v.subject.trim(),
        message: v.message.trim(),
        attachmentIds: v.attachments.map((a) => a.id),
        ...(order ? { orderId: order } : {}),
        idempotencyKey: key,
      });
      onCreated(saved);
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ subject: '', message: '', attachments: [], orderId: orderId ?? '' }}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => create.error && create.reset()}
    >
      <Form.Item
        name="category"
        label={t('support.new.category')}
        rules={[{ required: true, message: t('support.new.categoryRequired') }]}
      >
        <Select<SellerCategory>
          placeholder={t('support.new.categoryPlaceholder')}
          options={SELLER_TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`support.category.${c}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="subject"
        label={t('support.new.subject')}
        rules={rulesFrom(NewTicket.shape.subject, {
          required: t('support.new.subjectRequired'),
          min: (min) => t('support.new.subjectMin', { min }),
          max: null,
        })}
      >
        <Input maxLength={SUBJECT_MAX} showCount placeholder={t('support.new.subjectPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('support.new.message')}
        rules={rulesFrom(NewTicket.shape.message, { required: t('support.new.messageRequired'), max: null })}
      >
        <Input.TextArea rows={6} maxLength={MESSAGE_MAX} showCount placeholder={t('support.new.messagePlaceholder')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('support.attachments.label')}>
        <AttachmentsField />
      </Form.Item>
      <Form.Item name="orderId" label={t('support.new.order')} extra={t('support.new.orderHint')}>
        <Input maxLength={ORDER_MAX} autoComplete="off" allowClear />
      </Form.Item>
      <FormError error={create.error} />
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onClose}>{t('support.new.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('support.new.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
