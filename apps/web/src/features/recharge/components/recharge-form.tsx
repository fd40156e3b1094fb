import { Button, Flex, Form, Input, Typography } from 'antd';
import type { Recharge, RechargeMethod, RechargeOptions } from '@dropport/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateRecharge } from '../api/create-recharge';
import { amountProblem, centsToInput, dollarSign, quickAmounts, typedCents } from '../money';
import { EmailNotVerifiedError } from './email-unverified';
import { MethodChoice } from './method-choice';

interface Values {
  amount?: string;
  method?: RechargeMethod;
}

interface Props {
  options: RechargeOptions;
  /** The seller's email is not verified yet: the form is shown but cannot be sent. */
  blocked: boolean;
  onCreated: (recharge: Recharge) => void;
  /** An amount to start with, in cents (a link's `?amount=`, such as what orders to pay lack), kept within the limits. */
  initialCents?: number;
}

/** The amount in dollars (exact cents, within the limits, or one click on a round amount) and the method. */
export function RechargeForm({ options, blocked, onCreated, initialCents }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  // Read once: the first values stay what the form opened with.
  const [initialValues] = useState<Values>(() => ({
    method: options.methods[0],
    amount:
      initialCents === undefined
        ? undefined
        : centsToInput(Math.min(Math.max(initialCents, options.minCents), options.maxCents), i18n.language),
  }));
  const create = useCreateRecharge();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const typed = Form.useWatch('amount', form);
  const method = Form.useWatch('method', form) ?? options.methods[0];
  const limits = { min: money(options.minCents), max: money(options.maxCents) };
  const cents = amountProblem(typed, options.minCents, options.maxCents) === null ? typedCents(typed) : null;
  // One key per attempt: a double click or a retry after a lost answer gets the recharge already started from the
  // server; a changed amount or method, or a recharge started, makes the next send a new attempt.
  const [attempt, setAttempt] = useState(newIdempotencyKey);
  // Set at once, before the pending state reaches the button: a second click in the same instant sends nothing.
  const sending = useRef(false);

  const onFinish = async (v: Values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const saved = await create.mutateAsync({
        method: v.method ?? options.methods[0] ?? 'card',
        amountCents: typedCents(v.amount) ?? 0,
        currency: options.currency,
        idempotencyKey: attempt,
      });
      setAttempt(newIdempotencyKey());
      form.resetFields();
      // The amount a link brought is spent: the next recharge starts empty.
      form.setFieldsValue({ amount: undefined });
      onCreated(saved);
    } catch {
      // Shown in the form.
    } finally {
      sending.current = false;
    }
  };

  const changed = () => {
    setAttempt(newIdempotencyKey());
    if (create.error) create.reset();
  };

  const pick = (value: number) => {
    form.setFieldValue('amount', centsToInput(value, i18n.language));
    void form.validateFields(['amount']).catch(() => undefined);
    changed();
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={changed}
      disabled={blocked}
    >
      <Form.Item
        name="amount"
        label={t('recharge.form.amount')}
        required
        extra={cents !== null ? t('recharge.form.amountEquals', { amount: money(cents) }) : t('recharge.form.amountHint', limits)}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = amountProblem(value, options.minCents, options.maxCents);
              if (problem) throw new Error(t(`recharge.form.${problem}`, limits));
            },
          },
        ]}
      >
        <Input
          prefix={dollarSign(i18n.language)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={centsToInput(quickAmounts(options.minCents, options.maxCents)[1] ?? options.minCents, i18n.language)}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Flex
        gap={8}
        wrap
        align="center"
        style={{ marginTop: -8, marginBottom: 24 }}
        role="group"
        aria-label={t('recharge.form.quickPick')}
      >
        <Typography.Text type="secondary">{t('recharge.form.quickPick')}</Typography.Text>
        {quickAmounts(options.minCents, options.maxCents).map((c) => (
          <Button key={c} size="small" onClick={() => pick(c)}>
            {money(c)}
          </Button>
        ))}
      </Flex>
      <Form.Item name="method" label={t('recharge.form.method')}>
        <MethodChoice options={options} />
      </Form.Item>
      {isApiError(create.error, 'EMAIL_NOT_VERIFIED') ? (
        <Form.Item>
          <EmailNotVerifiedError message={create.error.message} />
        </Form.Item>
      ) : (
        <FormError error={create.error} />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={create.isPending} disabled={blocked || create.isPending}>
        {t(method === 'bank' ? 'recharge.form.getBankDetails' : 'recharge.form.payByCard')}
      </Button>
    </Form>
  );
}
