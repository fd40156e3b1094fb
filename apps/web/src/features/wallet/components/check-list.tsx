import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Flex, Table, Typography, theme } from 'antd';
import type { Reconciliation, ReconciliationCheck } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { formatCents } from '../money';

type Check = Reconciliation['checks'][number];
type Problem = Check['problems'][number];

/** Checks whose figures are counts of entries rather than money. */
const COUNTS: readonly ReconciliationCheck[] = ['transactionsHaveEntries'];

/** The problems of one check: the transaction, account or currency and the two figures that disagree. */
function Problems({ check }: { check: Check }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figure = (n: number) =>
    COUNTS.includes(check.check) ? new Intl.NumberFormat(locale).format(n) : formatCents(n, 'USD', locale);
  return (
    <Table<Problem>
      rowKey={(p) => `${p.id}:${p.expected}:${p.actual}`}
      size="small"
      pagination={false}
      dataSource={check.problems}
      scroll={{ x: 520 }}
      aria-label={t(`wallet.reconciliation.checks.${check.check}.name`)}
      columns={[
        {
          title: t('wallet.reconciliation.columns.id'),
          dataIndex: 'id',
          render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
        },
        {
          title: t('wallet.reconciliation.columns.expected'),
          dataIndex: 'expected',
          align: 'right',
          width: 160,
          render: (v: number) => figure(v),
        },
        {
          title: t('wallet.reconciliation.columns.actual'),
          dataIndex: 'actual',
          align: 'right',
          width: 160,
          render: (v: number) => <Typography.Text type="danger">{figure(v)}</Typography.Text>,
        },
      ]}
    />
  );
}

/** Every check with its name, what it means, passed or failed, and the offenders of a failed one. */
export function CheckList({ checks }: { checks: Check[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical role="list" aria-label={t('wallet.reconciliation.checksTitle')}>
      {checks.map((c, i) => (
        <Flex
          key={c.check}
          role="listitem"
          aria-label={t(`wallet.reconciliation.checks.${c.check}.name`)}
          gap={12}
          align="start"
          style={{ padding: '12px 0', borderTop: i === 0 ? undefined : `1px solid ${token.colorSplit}` }}
        >
          {c.ok ? (
            <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 20, marginTop: 2 }} aria-hidden />
          ) : (
            <CloseCircleFilled style={{ color: token.colorError, fontSize: 20, marginTop: 2 }} aria-hidden />
          )}
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong>
              {t(`wallet.reconciliation.checks.${c.check}.name`)} ·{' '}
              <Typography.Text type={c.ok ? 'success' : 'danger'}>
                {c.ok ? t('wallet.reconciliation.passed') : t('wallet.reconciliation.failed', { count: c.problems.length })}
              </Typography.Text>
            </Typography.Text>
            <Typography.Text type="secondary">{t(`wallet.reconciliation.checks.${c.check}.about`)}</Typography.Text>
            {c.problems.length > 0 ? <Problems check={c} /> : null}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
