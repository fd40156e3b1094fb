import { Button, DatePicker, Flex, Form, Input } from 'antd';
import { BankTransferConfirm, LEDGER_AMOUNT_MAX_CENTS, PAYER_NAME_MAX, type Recharge, type Upload } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { formatMoney } from '@/lib/format';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { amountProblem, centsToInput, dollarSign, typedCents } from '../money';
import { ProofField } from './proof-field';

interface Values {
  transferDate?: Dayjs | null;
  amount?: string;
  payerName?: string;
  proof?: Upload | null;
}

/** A day after today cannot be a transfer's; one more than a year ago is refused by the server as well. */
const outOfRange = (d: Dayjs) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs().subtract(1, 'year'), 'day');

/** The seller's confirmation of a transfer: when, how much, from whom, and the proof (at most `proofMaxBytes`). */
export function TransferForm({ recharge: r, proofMaxBytes }: { recharge: Recharge; proofMaxBytes: number }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const confirm = useConfirmTransfer(r.id);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const typed = Form.useWatch('amount', form);
  const typedAmount = amountProblem(typed, 1, LEDGER_AMOUNT_MAX_CENTS) === null ? typedCents(typed) : null;

  const onFinish = async (v: Values) => {
    try {
      await confirm.mutateAsync({
        transferDate: (v.transferDate ?? dayjs()).format('YYYY-MM-DD'),
        amountCents: typedCents(v.amount) ?? 0,
        payerName: (v.payerName ?? '').trim(),
        proofFileId: v.proof?.id ?? '',
      });
      feedback.message.success(t('recharge.confirm.sent'));
    } catch {
      // Shown in the form.
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ amount: centsToInput(r.amountCents, i18n.language), proof: null }}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={() => confirm.error && confirm.reset()}
    >
      <Flex gap={16} wrap>
        <Form.Item
          name="transferDate"
          label={t('recharge.confirm.transferDate')}
          required
          style={{ flex: '1 1 200px' }}
          rules={[
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                if (!value) throw new Error(t('recharge.confirm.dateRequired'));
                if (outOfRange(value)) throw new Error(t('recharge.confirm.dateRequired'));
              },
            },
          ]}
        >
          <DatePicker format="YYYY-MM-DD" disabledDate={outOfRange} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('recharge.confirm.amount')}
          required
          style={{ flex: '1 1 200px' }}
          extra={
            typedAmount !== null && typedAmount !== r.amountCents
              ? t('recharge.confirm.amountDiffers', { amount: money(r.amountCents) })
              : t('recharge.confirm.amountHint', { amount: money(r.amountCents) })
          }
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = amountProblem(value, 1, LEDGER_AMOUNT_MAX_CENTS);
                if (problem)
                  throw new Error(t(`recharge.form.${problem}`, { min: money(1), max: money(LEDGER_AMOUNT_MAX_CENTS) }));
              },
            },
          ]}
        >
          <Input prefix={dollarSign(i18n.language)} inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="payerName"
        label={t('recharge.confirm.payerName')}
        extra={t('recharge.confirm.payerHint')}
        rules={rulesFrom(BankTransferConfirm.shape.payerName, {
          required: t('recharge.confirm.payerRequired'),
          min: () => t('recharge.confirm.payerRequired'),
          // The input stops at the greatest length.
          max: null,
        })}
      >
        <Input maxLength={PAYER_NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="proof"
        label={t('recharge.confirm.proof')}
        required
        rules={[
          {
            validator: async (_rule, value: Upload | null | undefined) => {
              if (!value) throw new Error(t('recharge.confirm.proofRequired'));
            },
          },
        ]}
      >
        <ProofField maxBytes={proofMaxBytes} />
      </Form.Item>
      <FormError error={confirm.error} />
      <Button type="primary" htmlType="submit" size="large" loading={confirm.isPending}>
        {t('recharge.confirm.submit')}
      </Button>
    </Form>
  );
}
