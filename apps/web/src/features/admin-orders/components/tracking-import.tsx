import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Typography, Upload } from 'antd';
import { CHECKPOINT_CSV_COLUMNS, TRACKING_CSV_COLUMNS, TrackingImportResult } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakText } from '@/lib/break-text';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { isApiError } from '@/lib/http';
import { SHEET_ACCEPT } from '@/lib/sheet-file';
import { downloadTemplate, useUploadCsv, type CsvKind } from '../api/tracking-csv';

const COLUMNS: Record<CsvKind, readonly string[]> = { tracking: TRACKING_CSV_COLUMNS, checkpoints: CHECKPOINT_CSV_COLUMNS };

type RowError = TrackingImportResult['errors'][number];

/** The rows a refused file had wrong, from the error's params (nothing was shipped then). */
function rowErrors(error: unknown): RowError[] | null {
  if (!isApiError(error, 'TRACKING_CSV_INVALID')) return null;
  const parsed = TrackingImportResult.shape.errors.safeParse(error.data.params.errors);
  return parsed.success ? parsed.data : [];
}

function RowErrors({ errors, kind }: { errors: RowError[]; kind: CsvKind }) {
  const { t } = useTranslation();
  return (
    <Table<RowError>
      size="small"
      rowKey={(e) => `${e.row}:${e.code}:${e.message}`}
      dataSource={errors}
      pagination={errors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      aria-label={t(`adminOrders.${kind}.errors`)}
      columns={[
        { title: t('adminOrders.tracking.row'), dataIndex: 'row', width: 80 },
        { title: t('adminOrders.tracking.problem'), dataIndex: 'message' },
        {
          title: t('adminOrders.tracking.code'),
          dataIndex: 'code',
          width: 220,
          render: (c: string) => (
            <Typography.Text code>
              <BreakText text={c} />
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/**
 * Tracking (or checkpoints) by file: the template, the upload (a CSV or an .xlsx workbook, read here and sent as it
 * is) and what came of it.
 */
export function TrackingImport({ kind = 'tracking' }: { kind?: CsvKind }) {
  const { t, i18n } = useTranslation();
  const upload = useUploadCsv(kind);
  const [file, setFile] = useState('');
  const [downloading, setDownloading] = useState(false);
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const refused = upload.isError ? rowErrors(upload.error) : null;

  const template = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(kind);
    } catch (error) {
      feedback.message.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Upload
          accept={SHEET_ACCEPT}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(chosen) => {
            setFile(chosen.name);
            upload.mutate(chosen);
            // Sent by the http client, never by antd's own request.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
            {t(`adminOrders.${kind}.upload`)}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void template()}>
          {t('adminOrders.tracking.template')}
        </Button>
        <Typography.Text type="secondary">
          {t('adminOrders.tracking.columns')}{' '}
          <Typography.Text code>
            <BreakText text={COLUMNS[kind].join(',')} />
          </Typography.Text>
        </Typography.Text>
      </Flex>
      {upload.isSuccess ? (
        <Alert
          type="success"
          showIcon
          role="status"
          closable={{ onClose: () => upload.reset() }}
          title={t(`adminOrders.${kind}.done`, { count: upload.data.count, n: n(upload.data.count), file })}
        />
      ) : null}
      {upload.isSuccess && upload.data.errors.length > 0 ? <RowErrors errors={upload.data.errors} kind={kind} /> : null}
      {upload.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => upload.reset() }}
          title={
            refused
              ? t('adminOrders.tracking.refused', { count: refused.length, n: n(refused.length), file })
              : errorText(upload.error)
          }
          description={refused ? t(`adminOrders.${kind}.refusedHint`) : undefined}
        />
      ) : null}
      {refused && refused.length > 0 ? <RowErrors errors={refused} kind={kind} /> : null}
    </Flex>
  );
}
