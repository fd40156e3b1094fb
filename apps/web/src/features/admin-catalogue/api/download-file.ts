export { downloadFile } from '@/lib/download-file';

export const templateUrl = '/api/admin/catalogue/imports/template.csv';
export const errorReportUrl = (id: string) => `/api/admin/catalogue/imports/${encodeURIComponent(id)}/errors.csv`;
