import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useProcessMany, type ProcessManyReport } from '../api/order-moves';

interface Props {
  selected: { id: string; orderNo: string }[];
  onDone: () => void;
}

/** "Mark processing" for the picked paid orders, with progress, then which (if any) were refused and why. */
export function BulkProcess({ selected, onDone }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<ProcessManyReport | null>(null);
  const many = useProcessMany((done, total) => setProgress({ done, total }));

  const run = () => {
    setReport(null);
    setProgress({ done: 0, total: selected.length });
    many.mutate(selected, {
      onSuccess: (r) => {
        if (r.done > 0) feedback.message.success(t('adminOrders.bulk.done', { count: r.done }));
        setReport(r.refused.length > 0 ? r : null);
        onDone();
      },
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Flex vertical gap={8}>
      {selected.length > 0 || many.isPending ? (
        <Flex gap={12} align="center" wrap>
          <Typography.Text>{t('adminOrders.bulk.selected', { count: selected.length })}</Typography.Text>
          <Button type="primary" loading={many.isPending} onClick={run} disabled={selected.length === 0}>
            {progress && many.isPending
              ? t('adminOrders.bulk.running', { done: progress.done, total: progress.total })
              : t('adminOrders.bulk.process', { count: selected.length })}
          </Button>
        </Flex>
      ) : null}
      {report ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setReport(null) }}
          title={t('adminOrders.bulk.refused', { count: report.refused.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {report.refused.map((r) => (
                <li key={r.orderNo}>
                  <Typography.Text strong>{r.orderNo}</Typography.Text>: {r.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Flex>
  );
}
