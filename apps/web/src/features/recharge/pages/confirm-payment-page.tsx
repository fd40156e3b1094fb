import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import type { Recharge } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { useMyRecharges } from '../api/my-recharges';
import { useRecharge } from '../api/recharge-detail';
import { useRechargeOptions } from '../api/recharge-options';
import { BankInstructions } from '../components/bank-instructions';
import { ListState } from '@/lib/list-state';
import { Page, SectionTitle } from '@/lib/page';
import { RechargeState } from '../components/recharge-state';
import { RouterButton } from '../components/router-button';
import { TransferForm } from '../components/transfer-form';

/** Without a recharge in the address: the seller's transfers still waiting for a confirmation, to pick one. */
function PickTransfer() {
  const { t, i18n } = useTranslation();
  const list = useMyRecharges({ status: 'awaiting_transfer', method: 'bank' }, 20);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListState
      query={list}
      count={items.length}
      empty={
        <Empty description={t('recharge.confirm.none')}>
          <RouterButton type="primary" to="/balance/recharge">
            {t('recharge.confirm.start')}
          </RouterButton>
        </Empty>
      }
    >
      <Typography.Paragraph>{t('recharge.confirm.pick')}</Typography.Paragraph>
      <Flex vertical gap={8} role="list" aria-label={t('recharge.confirm.pick')}>
        {items.map((r: Recharge) => (
          <Card key={r.id} size="small" role="listitem">
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Flex vertical>
                <Typography.Text strong>{`${formatMoney(r.amountCents, i18n.language)} · ${r.reference}`}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(r.createdAt, i18n.language)}</Typography.Text>
              </Flex>
              <RouterButton type="primary" to={`/balance/recharge/confirm-payment?recharge=${encodeURIComponent(r.id)}`}>
                {t('recharge.list.confirm')}
              </RouterButton>
            </Flex>
          </Card>
        ))}
      </Flex>
    </ListState>
  );
}

/** The form beside the reference and account recalled, or the state the recharge is in when there is nothing to confirm. */
function ConfirmTransfer({ id }: { id: string }) {
  const { t } = useTranslation();
  const recharge = useRecharge(id);
  const options = useRechargeOptions();
  return (
    <LoadState queries={[recharge, options]}>
      {(r, { proofMaxBytes, bank }) => {
        if (r.method !== 'bank' || r.status !== 'awaiting_transfer') return <RechargeState recharge={r} />;
        return (
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={14}>
              <TransferForm recharge={r} proofMaxBytes={proofMaxBytes} />
            </Col>
            <Col xs={24} lg={10}>
              <SectionTitle>{t('recharge.confirm.recall')}</SectionTitle>
              <BankInstructions recharge={r} bank={bank} />
            </Col>
          </Row>
        );
      }}
    </LoadState>
  );
}

/** Balance → Recharge → Confirm payment: the seller tells us a bank transfer was made, with a proof, for review. */
export default function ConfirmPaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('recharge');
  return (
    <Page title={t('menu.confirmPayment')} subtitle={t('recharge.confirm.intro')}>
      {id ? <ConfirmTransfer key={id} id={id} /> : <PickTransfer />}
    </Page>
  );
}
