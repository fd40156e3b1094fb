import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { MANUAL_ORDER_CSV_COLUMNS, type CsvRowError } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { csvRowErrors, downloadManualTemplate, useImportManualOrders } from '../api/manual-orders-csv';
import { errorReport } from '../csv-report';
import { saveTextFile } from '@/lib/download-file';
import { isSheetName, SHEET_ACCEPT, sheetBody } from '@/lib/sheet-file';

/** The server takes up to 2 MB of CSV text or of workbook. */
const MAX_BYTES = 2 * 1024 * 1024;

interface Props {
  open: boolean;
  onClose: () => void;
}

function RowErrors({ errors }: { errors: CsvRowError[] }) {
  const { t } = useTranslation();
  return (
    <Table<CsvRowError>
      size="small"
      rowKey={(e) => `${e.row}:${e.code}:${e.message}`}
      dataSource={errors}
      pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      aria-label={t('orders.manual.import.errors')}
      columns={[
        { title: t('orders.manual.import.row'), dataIndex: 'row', width: 72 },
        { title: t('orders.manual.import.problem'), dataIndex: 'message' },
      ]}
    />
  );
}

/**
 * Manual orders from a spreadsheet: the template, a .csv file (read here, sent as text) or an .xlsx workbook (sent as
 * bytes), then how many orders were created, or every wrong row (nothing created) with a report to download. Mounted
 * afresh each time (the page keys it).
 */
export function ImportOrdersModal({ open, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const upload = useImportManualOrders();
  const [file, setFile] = useState<{ name: string; body: string | ArrayBuffer } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const rows = upload.isError ? csvRowErrors(upload.error) : null;
  const fileName = file?.name ?? '';

  const choose = async (chosen: File) => {
    upload.reset();
    setFile(null);
    if (!isSheetName(chosen.name)) return setProblem(t('orders.manual.import.wrongType'));
    if (chosen.size > MAX_BYTES) return setProblem(t('orders.manual.import.tooLarge'));
    try {
      setFile({ name: chosen.name, body: await sheetBody(chosen) });
      setProblem(null);
    } catch {
      setProblem(t('orders.manual.import.readFailed'));
    }
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadManualTemplate();
    } catch (error) {
      feedback.message.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  const footer = upload.isSuccess ? (
    <Button type="primary" onClick={onClose}>
      {t('orders.manual.import.close')}
    </Button>
  ) : (
    <Flex gap={8} justify="flex-end">
      <Button onClick={onClose}>{t('orders.manual.import.cancel')}</Button>
      <Button
        type="primary"
        disabled={!file}
        loading={upload.isPending}
        onClick={() => (file ? upload.mutate(file.body) : undefined)}
      >
        {t('orders.manual.import.submit')}
      </Button>
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={t('orders.manual.import.title')}
      onCancel={upload.isPending ? undefined : onClose}
      closable={!upload.isPending}
      mask={{ closable: false }}
      footer={footer}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('orders.manual.import.intro')}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('orders.manual.import.columns')}{' '}
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {MANUAL_ORDER_CSV_COLUMNS.join(',')}
          </Typography.Text>
        </Typography.Text>
        <div>
          <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void template()}>
            {t('orders.manual.import.template')}
          </Button>
        </div>
        {upload.isSuccess ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('orders.manual.import.created', { count: upload.data.created, n: n(upload.data.created), file: fileName })}
            description={t('orders.manual.import.createdHint')}
          />
        ) : (
          <>
            <Upload.Dragger
              accept={SHEET_ACCEPT}
              showUploadList={false}
              multiple={false}
              disabled={upload.isPending}
              beforeUpload={(chosen) => {
                void choose(chosen);
                // Read here and sent by the http client, never by antd's own request.
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t('orders.manual.import.choose')}</p>
              <p className="ant-upload-hint">
                {file ? t('orders.manual.import.chosen', { file: file.name }) : t('orders.manual.import.chooseHint')}
              </p>
            </Upload.Dragger>
            {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
          </>
        )}
        {upload.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={
              rows
                ? t('orders.manual.import.refused', { count: rows.length, n: n(rows.length), file: fileName })
                : t('orders.manual.import.failed')
            }
            description={rows ? t('orders.manual.import.refusedHint') : errorText(upload.error)}
            action={
              rows && rows.length > 0 ? (
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden />}
                  onClick={() => saveTextFile('dropport-manual-orders-errors.csv', errorReport(rows))}
                >
                  {t('orders.manual.import.report')}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {rows && rows.length > 0 ? <RowErrors errors={rows} /> : null}
      </Flex>
    </Modal>
  );
}
