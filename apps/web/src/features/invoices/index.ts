// The invoices feature's public surface: other features and the app shell use only these.
export { invoicePdfUrl } from './api/download-invoice';
