import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
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
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('menu.balance')}
          </Typography.Title>
          <Flex gap={8} wrap>
            <LinkButton to="/balance/recharge" type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('wallet.recharge')}
            </LinkButton>
            <LinkButton to="/invoice" icon={<FileTextOutlined aria-hidden />}>
              {t('wallet.invoices')}
            </LinkButton>
          </Flex>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', maxWidth: 760 }}>
          {t('wallet.intro')}
        </Typography.Paragraph>
      </Card>
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
    </Flex>
  );
}
