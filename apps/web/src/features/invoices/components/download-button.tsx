import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Invoice } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { isApiError } from '@/lib/http';
import { downloadInvoice } from '../api/download-invoice';

/** "Download PDF" of one invoice: busy while the file comes, and a message when it cannot. */
export function DownloadButton({ invoice }: { invoice: Pick<Invoice, 'id' | 'number'> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(invoice);
    } catch (e) {
      // A refusal comes back as a PDF-less blob the client cannot read: our own words then; a lost connection says so.
      const lost = isApiError(e) && (e.code === 'NETWORK_ERROR' || e.code === 'TIMEOUT');
      feedback.message.error(lost ? e.message : t('invoices.downloadFailed', { number: invoice.number }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void download()}>
      {t('invoices.download')}
    </Button>
  );
}
