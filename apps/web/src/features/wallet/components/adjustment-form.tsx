import { Button, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { LEDGER_AMOUNT_MAX_CENTS, WalletAdjustment, type AdminWallet } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useLocale } from '@/lib/use-locale';
import { useAdjustWallet } from '../api/adjust-wallet';
import {
  ADJUSTMENT_REASON_MAX,
  amountProblem,
  toAdjustment,
  type AdjustmentBody,
  type AdjustmentValues,
} from '../adjustment-values';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatCents } from '../money';

interface Props {
  wallet: AdminWallet;
  onDone: () => void;
}

/**
 * Admin: a manual credit or debit with the reason the seller reads as the memo. The form keeps one idempotency key
 * from opening to success, so a double click or a retry after a lost answer adjusts once; the next form gets a new one.
 */
export function AdjustmentForm({ wallet, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<AdjustmentValues>();
  const [key] = useState(newIdempotencyKey);
  const [pending, setPending] = useState<AdjustmentBody | null>(null);
  const adjust = useAdjustWallet(wallet.userId);
  const money = (cents: number) => formatCents(cents, wallet.currency, locale);
  const seller = wallet.name ? `${wallet.name} (${wallet.email})` : wallet.email;

  const review = async () => {
    const v = await form.validateFields();
    setPending(toAdjustment(v, key));
  };

  const send = async () => {
    if (!pending) return;
    try {
      await adjust.mutateAsync(pending);
      feedback.message.success(
        t(pending.direction === 'credit' ? 'wallet.adjust.credited' : 'wallet.adjust.debited', {
          amount: money(pending.amountCents),
          seller,
        }),
      );
      setPending(null);
      onDone();
    } catch {
      // Shown in the form; the same key goes with the next try.
      setPending(null);
    }
  };

  return (
    <>
      <Form<AdjustmentValues>
        form={form}
        layout="vertical"
        initialValues={{ direction: 'credit' }}
        onValuesChange={() => adjust.error && adjust.reset()}
        onFinish={() => void review()}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="direction" label={t('wallet.adjust.direction')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'credit', label: t('wallet.adjust.credit') },
              { value: 'debit', label: t('wallet.adjust.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('wallet.adjust.amount', { currency: wallet.currency })}
          required
          extra={t('wallet.adjust.amountHint', { balance: money(wallet.availableCents) })}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = amountProblem(value);
                if (problem) throw new Error(t(`wallet.adjust.${problem}`, { max: money(LEDGER_AMOUNT_MAX_CENTS) }));
              },
            },
          ]}
        >
          <Input prefix="$" inputMode="decimal" autoComplete="off" style={{ maxWidth: 220 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('wallet.adjust.reason')}
          extra={t('wallet.adjust.reasonHint')}
          rules={rulesFrom(WalletAdjustment.shape.reason, {
            required: t('wallet.adjust.reasonRequired'),
            min: (min) => t('wallet.adjust.reasonShort', { min }),
            // The field stops at the greatest length.
            max: null,
          })}
        >
          <Input.TextArea rows={3} maxLength={ADJUSTMENT_REASON_MAX} showCount />
        </Form.Item>
        <FormError error={adjust.error} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={adjust.isPending}>
            {t('wallet.adjust.review')}
          </Button>
          <Button onClick={onDone}>{t('wallet.adjust.cancel')}</Button>
        </Flex>
      </Form>
      <Modal
        open={pending !== null}
        title={t('wallet.adjust.confirmTitle')}
        okText={t(pending?.direction === 'debit' ? 'wallet.adjust.confirmDebit' : 'wallet.adjust.confirmCredit', {
          amount: money(pending?.amountCents ?? 0),
        })}
        okButtonProps={{ loading: adjust.isPending, danger: pending?.direction === 'debit' }}
        cancelText={t('wallet.adjust.back')}
        onOk={() => void send()}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending ? (
          <Flex vertical gap={8}>
            <Typography.Paragraph style={{ margin: 0 }}>
              {t(pending.direction === 'credit' ? 'wallet.adjust.confirmCreditText' : 'wallet.adjust.confirmDebitText', {
                amount: money(pending.amountCents),
                seller,
              })}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{t('wallet.adjust.confirmReason')}</Typography.Text>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{pending.reason}</Typography.Paragraph>
          </Flex>
        ) : null}
      </Modal>
    </>
  );
}
