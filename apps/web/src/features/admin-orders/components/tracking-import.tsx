import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Typography, Upload } from 'antd';
import { TRACKING_CSV_COLUMNS, TrackingImportResult } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { errorText } from '../../../lib/form-error';
import { isApiError } from '../../../lib/http';
import { downloadTrackingTemplate, useUploadTracking } from '../api/tracking-csv';

type RowError = TrackingImportResult['errors'][number];

/** The rows a refused file had wrong, from the error's params (nothing was shipped then). */
function rowErrors(error: unknown): RowError[] | null {
  if (!isApiError(error, 'TRACKING_CSV_INVALID')) return null;
  const parsed = TrackingImportResult.shape.errors.safeParse(error.data.params.errors);
  return parsed.success ? parsed.data : [];
}

function RowErrors({ errors }: { errors: RowError[] }) {
  const { t } = useTranslation();
  return (
    <Table<RowError>
      size="small"
      rowKey={(e) => `${e.row}:${e.code}:${e.message}`}
      dataSource={errors}
      pagination={errors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      aria-label={t('adminOrders.tracking.errors')}
      columns={[
        { title: t('adminOrders.tracking.row'), dataIndex: 'row', width: 80 },
        { title: t('adminOrders.tracking.problem'), dataIndex: 'message' },
        {
          title: t('adminOrders.tracking.code'),
          dataIndex: 'code',
          width: 220,
          render: (c: string) => <Typography.Text code>{c}</Typography.Text>,
        },
      ]}
    />
  );
}

/** Tracking by file: the template, the upload (read here, sent as text) and what came of it. */
export function TrackingImport() {
  const { t, i18n } = useTranslation();
  const upload = useUploadTracking();
  const [file, setFile] = useState('');
  const [downloading, setDownloading] = useState(false);
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const refused = upload.isError ? rowErrors(upload.error) : null;

  const template = async () => {
    setDownloading(true);
    try {
      await downloadTrackingTemplate();
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
          accept=".csv,text/csv"
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(chosen) => {
            setFile(chosen.name);
            upload.mutate(chosen);
            // Sent by the http client as text, never by antd's own request.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
            {t('adminOrders.tracking.upload')}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void template()}>
          {t('adminOrders.tracking.template')}
        </Button>
        <Typography.Text type="secondary">
          {t('adminOrders.tracking.columns')} <Typography.Text code>{TRACKING_CSV_COLUMNS.join(',')}</Typography.Text>
        </Typography.Text>
      </Flex>
      {upload.isSuccess ? (
        <Alert
          type="success"
          showIcon
          role="status"
          closable={{ onClose: () => upload.reset() }}
          title={t('adminOrders.tracking.shipped', { count: upload.data.shipped, n: n(upload.data.shipped), file })}
        />
      ) : null}
      {upload.isSuccess && upload.data.errors.length > 0 ? <RowErrors errors={upload.data.errors} /> : null}
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
          description={refused ? t('adminOrders.tracking.refusedHint') : undefined}
        />
      ) : null}
      {refused && refused.length > 0 ? <RowErrors errors={refused} /> : null}
    </Flex>
  );
}
