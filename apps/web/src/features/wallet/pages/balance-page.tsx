import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { Page } from '@/lib/page';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/wallet-balance';
import { BalanceSummary } from '../components/balance-summary';
import { LinkButton } from '@/lib/router-link';
import { Statement } from '../components/statement';

const ME = { kind: 'me' } as const;

/** Balance: the seller's wallet (what can be spent, what is held) and its statement, filtered, paged and exported. */
export default function BalancePage() {
  const { t } = useTranslation();
  const balance = useBalance();

  return (
    <Page
      frame="cards"
      title={t('menu.balance')}
      subtitle={t('wallet.intro')}
      extra={
        <>
          <LinkButton to="/balance/recharge" type="primary" icon={<PlusOutlined aria-hidden />}>
            {t('wallet.recharge')}
          </LinkButton>
          <LinkButton to="/invoice" icon={<FileTextOutlined aria-hidden />}>
            {t('wallet.invoices')}
          </LinkButton>
        </>
      }
    >
      <BalanceSummary query={balance} />
      <Card title={t('wallet.statement.title')}>
        <Statement
          owner={ME}
          exportable
          emptyAction={
            <LinkButton to="/balance/recharge" type="primary">
              {t('wallet.statement.rechargeFirst')}
            </LinkButton>
          }
        />
      </Card>
    </Page>
  );
}
