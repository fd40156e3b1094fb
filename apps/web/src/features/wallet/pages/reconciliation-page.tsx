import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { Reconciliation } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useReconciliation } from '../api/reconciliation';
import { CheckList } from '../components/check-list';
import { TotalsTable } from '../components/totals-table';

/** The verdict: every check passed, or how many problems were found (each check shows at most 20). */
function Verdict({ report }: { report: Reconciliation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const problems = report.checks.reduce((n, c) => n + c.problems.length, 0);
  const failed = report.checks.filter((c) => !c.ok).length;
  const when = t('wallet.reconciliation.checkedAt', { time: formatDateTime(report.checkedAt, locale) });
  return report.ok ? (
    <Alert type="success" showIcon role="status" title={t('wallet.reconciliation.allPassed')} description={when} />
  ) : (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('wallet.reconciliation.problems', { count: problems })}
      description={`${t('wallet.reconciliation.checksFailed', { count: failed, total: report.checks.length })} ${when}`}
    />
  );
}

/** Admin → Reconciliation: checks the whole ledger on demand and shows what the platform holds per account kind. */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const report = useReconciliation();
  const r = report.data;
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);

  return (
    <Page
      frame="cards"
      title={t('menu.adminReconciliation')}
      subtitle={t('wallet.reconciliation.intro')}
      extra={
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={report.isFetching}
          disabled={report.isPending && !report.isError}
          onClick={() => void report.refetch()}
        >
          {t('wallet.reconciliation.again')}
        </Button>
      }
      head={
        <LoadState queries={[report]} rows={2}>
          {(done) => (
            <Flex vertical gap={16}>
              <Verdict report={done} />
              <Row gutter={[16, 16]}>
                <Col xs={8}>
                  <Statistic title={t('wallet.reconciliation.transactions')} value={count(done.transactions)} />
                </Col>
                <Col xs={8}>
                  <Statistic title={t('wallet.reconciliation.entries')} value={count(done.entries)} />
                </Col>
                <Col xs={8}>
                  <Statistic title={t('wallet.reconciliation.accounts')} value={count(done.accounts)} />
                </Col>
              </Row>
            </Flex>
          )}
        </LoadState>
      }
    >
      {r && !report.isError ? (
        <>
          <Card title={t('wallet.reconciliation.checksTitle')}>
            <CheckList checks={r.checks} />
          </Card>
          <Card title={t('wallet.reconciliation.totalsTitle')}>
            <Typography.Paragraph type="secondary">{t('wallet.reconciliation.totalsIntro')}</Typography.Paragraph>
            <TotalsTable totals={r.totals} />
          </Card>
        </>
      ) : null}
    </Page>
  );
}
