import { Button, Flex, Form, Input, Rate, Typography } from 'antd';
import type { TicketDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { SectionTitle } from '@/lib/page';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useRateTicket } from '../api/tickets';

const COMMENT_MAX = 1000;

interface Values {
  rating?: number;
  comment: string;
}

/** The rating the seller gave, or (resolved or closed, not rated yet) the form to give one. */
export function TicketRatingPart({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  if (ticket.rating !== null) {
    return (
      <section aria-label={t('support.rating.title')}>
        <SectionTitle>{t('support.rating.title')}</SectionTitle>
        <Flex vertical gap={4}>
          <Rate disabled value={ticket.rating} aria-label={t('support.rating.given', { count: ticket.rating })} />
          <Typography.Text type="secondary">{t('support.rating.given', { count: ticket.rating })}</Typography.Text>
          {ticket.ratingComment ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{ticket.ratingComment}</Typography.Paragraph>
          ) : null}
        </Flex>
      </section>
    );
  }
  if (ticket.status !== 'resolved' && ticket.status !== 'closed') return null;
  return <RatingForm ticketId={ticket.id} />;
}

function RatingForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rate = useRateTicket(ticketId);
  const stars = [1, 2, 3, 4, 5].map((n) => t(`support.rating.stars.${n}`));

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    const comment = v.comment.trim();
    try {
      await rate.mutateAsync({ rating: v.rating!, ...(comment ? { comment } : {}) });
      feedback.message.success(t('support.rating.thanks'));
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  return (
    <section aria-label={t('support.rating.title')}>
      <SectionTitle>{t('support.rating.ask')}</SectionTitle>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ comment: '' }}
        onFinish={(v) => void submit(v)}
        onValuesChange={() => rate.error && rate.reset()}
      >
        <Form.Item
          name="rating"
          label={t('support.rating.label')}
          rules={[{ required: true, message: t('support.rating.required') }]}
        >
          <Rate tooltips={stars} />
        </Form.Item>
        <Form.Item name="comment" label={t('support.rating.comment')}>
          <Input.TextArea rows={3} maxLength={COMMENT_MAX} showCount placeholder={t('support.rating.commentPlaceholder')} />
        </Form.Item>
        <FormError error={rate.error} />
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('support.rating.submit')}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
