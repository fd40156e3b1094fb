import { Alert, Button, Col, Descriptions, Flex, Form, Input, Modal, Radio, Row, Typography } from 'antd';
import { BankDetails, TotpCode, WithdrawalRequest, type ReferralOverview, type WithdrawalMethod } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/lib/feedback';
import { FormError, errorText } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { isApiError } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { CountrySelect } from '@/lib/regions/country-select';
import { useCountries } from '@/lib/regions/countries';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCreateWithdrawal } from '../api/withdrawals';
import { centsToInput, dollarSign, formatCents, typedCents } from '../money';
import {
  amountProblem,
  feeOf,
  isPayout,
  toWithdrawalRequest,
  type WithdrawalBody,
  type WithdrawValues,
} from '../withdraw-values';

/** Where the seller sees and verifies the account's email. */
export const VERIFY_EMAIL_PATH = '/myAccount?tab=email';

const METHODS: WithdrawalMethod[] = ['wallet', 'paypal', 'bank'];
const PaypalRequest = WithdrawalRequest.options[1];

/** A refusal that concerns the authenticator's code: shown on its field. */
const isCodeError = (e: unknown) => isApiError(e, 'TWO_FACTOR_CODE_INVALID') || isApiError(e, 'TWO_FACTOR_CODE_REQUIRED');

/** Withdrawing needs a verified email: the form stays visible but cannot be sent, with the way to verify. */
export function EmailUnverifiedNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="withdraw-verify-email"
      title={t('referral.withdraw.verifyTitle')}
      description={t('referral.withdraw.verifyText')}
      action={<Link to={VERIFY_EMAIL_PATH}>{t('referral.withdraw.verifyLink')}</Link>}
    />
  );
}

/** Where the money goes, as the review dialog says it. */
function destinationOf(body: WithdrawalBody, t: (key: string) => string): string {
  if (body.method === 'paypal') return body.paypalEmail;
  if (body.method === 'bank') return `${body.bank.accountName} · ${body.bank.bankName} · ${body.bank.accountNumber}`;
  return t('referral.withdraw.toBalance');
}

/**
 * The way out of available commission: to the balance at once, or by PayPal or bank transfer (the minimum, the fee,
 * and with two-factor on the authenticator's code), reviewed before it is sent. One idempotency key per attempt: a
 * double click or a retry after a lost answer withdraws once; a changed value or a withdrawal made starts a new one.
 */
export function WithdrawForm({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<WithdrawValues>();
  const create = useCreateWithdrawal();
  const countries = useCountries();
  const [attempt, setAttempt] = useState(newIdempotencyKey);
  const [review, setReview] = useState<WithdrawalBody | null>(null);
  const blocked = !overview.emailVerified;
  const limits = {
    availableCents: overview.summary.availableCents,
    minPayoutCents: overview.programme.minPayoutCents,
    payoutFeeCents: overview.programme.payoutFeeCents,
  };
  const money = (cents: number) => formatCents(cents, overview.currency, locale);
  const method: WithdrawalMethod = Form.useWatch('method', form) ?? 'wallet';
  const typed = Form.useWatch('amount', form);
  const payout = isPayout(method);
  const withCode = payout && overview.twoFactorEnabled;
  const fee = feeOf(method, limits);
  const cents = amountProblem(typed, method, limits) === null ? typedCents(typed) : null;
  const words = { min: money(limits.minPayoutCents), fee: money(fee), available: money(limits.availableCents) };

  const { submit: send, submitting } = useSingleSubmit(async (body: WithdrawalBody) => {
    try {
      const saved = await create.mutateAsync(body);
      feedback.message.success(
        saved.method === 'wallet'
          ? t('referral.withdraw.doneWallet', { amount: money(saved.amountCents) })
          : t('referral.withdraw.donePayout', { number: saved.number, amount: money(saved.amountCents) }),
      );
      // The destination stays for the next payout; the amount and the code are this one's.
      form.resetFields(['amount', 'code']);
      setAttempt(newIdempotencyKey());
    } catch (error) {
      if (isCodeError(error)) form.setFields([{ name: 'code', errors: [errorText(error)] }]);
    } finally {
      setReview(null);
    }
  });

  const changed = () => {
    setAttempt(newIdempotencyKey());
    if (create.error) create.reset();
  };

  const shownError = isCodeError(create.error) ? null : create.error;

  return (
    <>
      <Form<WithdrawValues>
        form={form}
        layout="vertical"
        initialValues={{ method: 'wallet' }}
        onFinish={(v) => setReview(toWithdrawalRequest(v, attempt, withCode))}
        onValuesChange={changed}
        disabled={blocked}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="method" label={t('referral.withdraw.method')}>
          <Radio.Group style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {METHODS.map((m) => (
                <Radio key={m} value={m}>
                  <Typography.Text strong>{t(`referral.withdraw.methods.${m}`)}</Typography.Text>
                  <Typography.Text type="secondary"> · {t(`referral.withdraw.methodHint.${m}`)}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('referral.withdraw.amount', { currency: overview.currency })}
          required
          dependencies={['method']}
          extra={
            payout ? t('referral.withdraw.payoutHint', words) : t('referral.withdraw.walletHint', { available: words.available })
          }
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = amountProblem(value, form.getFieldValue('method') as WithdrawalMethod, limits);
                if (problem) throw new Error(t(`referral.withdraw.${problem}`, words));
              },
            },
          ]}
        >
          <Input
            prefix={dollarSign(locale)}
            inputMode="decimal"
            autoComplete="off"
            style={{ maxWidth: 240 }}
            suffix={
              limits.availableCents > 0 ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={() => {
                    form.setFieldValue('amount', centsToInput(limits.availableCents, locale));
                    void form.validateFields(['amount']).catch(() => undefined);
                    changed();
                  }}
                >
                  {t('referral.withdraw.all')}
                </Button>
              ) : null
            }
          />
        </Form.Item>
        {payout ? (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 24, maxWidth: 420 }} data-testid="payout-sums">
            <Descriptions.Item label={t('referral.withdraw.amountLabel')}>
              {cents === null ? '—' : money(cents)}
            </Descriptions.Item>
            <Descriptions.Item label={t('referral.withdraw.fee')}>{money(fee)}</Descriptions.Item>
            <Descriptions.Item label={t('referral.withdraw.net')}>
              <Typography.Text strong>{cents === null ? '—' : money(cents - fee)}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        {method === 'paypal' ? (
          <Form.Item
            name="paypalEmail"
            label={t('referral.withdraw.paypalEmail')}
            rules={[
              { required: true, whitespace: true, message: t('referral.withdraw.paypalEmailRequired') },
              ...rulesFrom(PaypalRequest.shape.paypalEmail, {
                required: t('referral.withdraw.paypalEmailRequired'),
                email: t('referral.withdraw.paypalEmailInvalid'),
                // The field stops at the greatest length.
                max: null,
              }),
            ]}
          >
            <Input type="email" autoComplete="email" maxLength={254} style={{ maxWidth: 420 }} />
          </Form.Item>
        ) : null}
        {method === 'bank' ? <BankFields countries={countries.data ?? []} loading={countries.isPending} /> : null}
        {withCode ? (
          <Form.Item
            name="code"
            label={t('referral.withdraw.code')}
            extra={t('referral.withdraw.codeHint')}
            normalize={(v: string | undefined) => (v ?? '').replace(/\s/g, '')}
            rules={rulesFrom(TotpCode, {
              required: t('referral.withdraw.codeRequired'),
              pattern: t('referral.withdraw.codeInvalid'),
            })}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              style={{ maxWidth: 160 }}
            />
          </Form.Item>
        ) : null}
        {isApiError(create.error, 'EMAIL_NOT_VERIFIED') ? (
          <Form.Item>
            <Alert
              type="error"
              showIcon
              role="alert"
              title={create.error.message}
              action={<Link to={VERIFY_EMAIL_PATH}>{t('referral.withdraw.verifyLink')}</Link>}
            />
          </Form.Item>
        ) : (
          <FormError error={shownError} />
        )}
        <Button type="primary" htmlType="submit" size="large" disabled={blocked || submitting} loading={submitting}>
          {t('referral.withdraw.review')}
        </Button>
      </Form>
      <Modal
        open={review !== null}
        title={t('referral.withdraw.confirmTitle')}
        okText={t('referral.withdraw.confirmOk', { amount: money(review?.amountCents ?? 0) })}
        okButtonProps={{ loading: submitting }}
        cancelButtonProps={{ disabled: submitting }}
        cancelText={t('referral.withdraw.back')}
        onOk={() => {
          if (review) void send(review);
        }}
        onCancel={() => {
          if (!submitting) setReview(null);
        }}
        destroyOnHidden
      >
        {review ? (
          <Flex vertical gap={12}>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('referral.withdraw.method')}>
                {t(`referral.withdraw.methods.${review.method}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('referral.withdraw.to')}>
                <span style={{ overflowWrap: 'anywhere' }}>{destinationOf(review, t)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('referral.withdraw.amountLabel')}>{money(review.amountCents)}</Descriptions.Item>
              <Descriptions.Item label={t('referral.withdraw.fee')}>{money(feeOf(review.method, limits))}</Descriptions.Item>
              <Descriptions.Item label={t('referral.withdraw.net')}>
                <Typography.Text strong>{money(review.amountCents - feeOf(review.method, limits))}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t(isPayout(review.method) ? 'referral.withdraw.confirmPayoutText' : 'referral.withdraw.confirmWalletText')}
            </Typography.Paragraph>
          </Flex>
        ) : null}
      </Modal>
    </>
  );
}

/** The account a bank payout goes to: holder, bank, account number or IBAN, SWIFT/BIC (optional) and country. */
function BankFields({ countries, loading }: { countries: Parameters<typeof CountrySelect>[0]['countries']; loading: boolean }) {
  const { t } = useTranslation();
  const text = (field: 'accountName' | 'bankName' | 'accountNumber') =>
    rulesFrom(BankDetails.shape[field], {
      required: t(`referral.withdraw.bank.${field}Required`),
      min: (min) => t('referral.withdraw.bank.tooShort', { min }),
      // The field stops at the greatest length.
      max: null,
      pattern: t('referral.withdraw.bank.accountNumberInvalid'),
    });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={['bank', 'accountName']} label={t('referral.withdraw.bank.accountName')} rules={text('accountName')}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['bank', 'bankName']} label={t('referral.withdraw.bank.bankName')} rules={text('bankName')}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['bank', 'accountNumber']}
          label={t('referral.withdraw.bank.accountNumber')}
          rules={text('accountNumber')}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['bank', 'swift']}
          label={t('referral.withdraw.bank.swift')}
          rules={rulesFrom(BankDetails.shape.swift, { pattern: t('referral.withdraw.bank.swiftInvalid') })}
        >
          <Input autoComplete="off" maxLength={11} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['bank', 'country']}
          label={t('referral.withdraw.bank.country')}
          rules={[{ required: true, message: t('referral.withdraw.bank.countryRequired') }]}
        >
          <CountrySelect countries={countries} loading={loading} placeholder={t('referral.withdraw.bank.chooseCountry')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
