import type { Invoice } from '@dropport/contracts';
import { downloadFile } from '@/lib/download-file';

export const invoicePdfUrl = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;

/** Downloads an invoice's PDF as `<number>.pdf`, written in the console's language (sent as Accept-Language). */
export const downloadInvoice = (invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> =>
  downloadFile(invoicePdfUrl(invoice.id), `${invoice.number}.pdf`, { silent: true });
