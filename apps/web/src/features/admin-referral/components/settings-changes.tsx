import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import { DEFAULT_CURRENCY, type ReferralSettings, type ReferralSettingsChange } from '@dropport/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '@/lib/list-cells';
import { formatStoreMoney } from '@/lib/money-text';
import shared from '@/lib/shared.module.css';
import { useLocale } from '@/lib/use-locale';

const FIELDS: (keyof ReferralSettings)[] = [
  'rateBp',
  'windowDays',
  'holdDays',
  'minPayoutCents',
  'payoutFeeCents',
  'maxOpenPayouts',
];

/** A setting's value as the form shows it: the rate as a percentage, days, money. */
export function settingText(field: keyof ReferralSettings, value: number, locale: string, t: TFunction): string {
  switch (field) {
    case 'rateBp':
      return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(value / 10_000);
    case 'windowDays':
    case 'holdDays':
      return t('adminReferral.changes.days', { count: value });
    case 'minPayoutCents':
    case 'payoutFeeCents':
      return formatStoreMoney(value, DEFAULT_CURRENCY, locale);
    default:
      return new Intl.NumberFormat(locale).format(value);
  }
}

/** The latest changes of the rules, newest first: who, when, and each setting that changed, before → after. */
export function SettingsChanges({ changes }: { changes: ReferralSettingsChange[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableColumnsType<ReferralSettingsChange> = [
    {
      title: t('adminReferral.changes.columns.when'),
      dataIndex: 'changedAt',
      width: 120,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('adminReferral.changes.columns.who'),
      dataIndex: 'actorEmail',
      width: 190,
      render: (v: string | null) =>
        v ? (
          <span style={{ overflowWrap: 'anywhere' }}>{v}</span>
        ) : (
          <Typography.Text type="secondary">{t('adminReferral.changes.system')}</Typography.Text>
        ),
    },
    {
      title: t('adminReferral.changes.columns.what'),
      key: 'what',
      render: (_v, c) => {
        const changed = FIELDS.filter((f) => c.before[f] !== c.after[f]);
        if (changed.length === 0) return <Typography.Text type="secondary">{t('adminReferral.changes.none')}</Typography.Text>;
        return (
          <ul className={shared.plainList}>
            {changed.map((f) => (
              <li key={f}>
                {t(`adminReferral.changes.field.${f}`)}: {settingText(f, c.before[f], locale, t)} →{' '}
                <Typography.Text strong>{settingText(f, c.after[f], locale, t)}</Typography.Text>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
  if (changes.length === 0) return <Empty description={t('adminReferral.changes.empty')} />;
  return (
    <Table<ReferralSettingsChange>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={changes}
      pagination={false}
      scroll={{ x: 620 }}
      aria-label={t('adminReferral.changes.title')}
    />
  );
}
