import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { ReferralMovement, ReferralMovementKind } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatDateTime } from '@/lib/format';
import { ListState } from '@/lib/list-state';
import { useLocale } from '@/lib/use-locale';
import { exportReferralStatement, useReferralStatement } from '../api/statement';
import { MoneyCell, SignedMoney } from './cells';
import { MovementKindTag } from './tags';

/** Every movement of the seller's commission money, newest first, with both balances after it; exported as CSV. */
export function StatementList({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useReferralStatement();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportReferralStatement();
    } catch (e) {
      feedback.message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<ReferralMovement> = [
    {
      title: t('referral.statement.columns.date'),
      dataIndex: 'at',
      width: 175,
      render: (v: string) => formatDateTime(v, locale),
    },
    {
      title: t('referral.statement.columns.kind'),
      dataIndex: 'kind',
      width: 200,
      render: (v: ReferralMovementKind) => <MovementKindTag kind={v} />,
    },
    {
      title: t('referral.statement.columns.reference'),
      dataIndex: 'reference',
      width: 180,
      render: (v: string) => (
        <Typography.Text copyable={{ text: v }} style={{ wordBreak: 'break-all' }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: t('referral.statement.columns.amount'),
      dataIndex: 'amountCents',
      width: 130,
      align: 'right',
      render: (v: number) => <SignedMoney cents={v} currency={currency} />,
    },
    {
      title: t('referral.statement.columns.pendingAfter'),
      dataIndex: 'pendingAfterCents',
      width: 140,
      align: 'right',
      render: (v: number) => <MoneyCell cents={v} currency={currency} />,
    },
    {
      title: t('referral.statement.columns.availableAfter'),
      dataIndex: 'availableAfterCents',
      width: 140,
      align: 'right',
      render: (v: number) => <MoneyCell cents={v} currency={currency} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void onExport()}>
          {t('referral.statement.export')}
        </Button>
      </Flex>
      <ListState query={list} count={items.length} rows={5} empty={<Empty description={t('referral.statement.empty')} />}>
        <Table<ReferralMovement>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 965 }}
          aria-label={t('referral.statement.label')}
        />
      </ListState>
    </Flex>
  );
}
