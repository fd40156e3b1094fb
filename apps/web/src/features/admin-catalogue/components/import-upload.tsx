import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import { IMPORT_COLUMNS, IMPORT_ROWS_MAX, type CatalogueImport } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { SHEET_ACCEPT } from '@/lib/sheet-file';
import { downloadFile, templateUrl } from '../api/download-file';
import { useUploadImport } from '../api/upload-import';

interface Props {
  onStarted: (started: CatalogueImport) => void;
}

/**
 * Choose a CSV file or an .xlsx workbook and send it, the upload's progress shown; the template and the format
 * explained beside.
 */
export function ImportUpload({ onStarted }: Props) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(0);
  const upload = useUploadImport(setSent);

  const send = (file: File) => {
    setSent(0);
    upload.mutate(file, { onSuccess: onStarted });
  };
  const template = () =>
    downloadFile(templateUrl, 'dropport-products-template.csv').catch((error: unknown) =>
      feedback.message.error(errorText(error)),
    );

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('adminCatalogue.imports.intro', { max: new Intl.NumberFormat().format(IMPORT_ROWS_MAX) })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('adminCatalogue.imports.columns')} <Typography.Text code>{IMPORT_COLUMNS.join(', ')}</Typography.Text>
      </Typography.Paragraph>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template()} style={{ alignSelf: 'start' }}>
        {t('adminCatalogue.imports.template')}
      </Button>
      <Upload.Dragger
        accept={SHEET_ACCEPT}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          send(file);
          // Sent through the http client above, never antd's own request.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('adminCatalogue.imports.drop')}</p>
        <p className="ant-upload-hint">{t('adminCatalogue.imports.dropHint')}</p>
      </Upload.Dragger>
      {upload.isPending ? <Progress percent={sent} status="active" aria-label={t('adminCatalogue.imports.uploading')} /> : null}
      {upload.isError ? <Alert type="error" showIcon role="alert" title={errorText(upload.error)} /> : null}
    </Flex>
  );
}
