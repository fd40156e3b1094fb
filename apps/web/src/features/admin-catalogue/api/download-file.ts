import { get } from '../../../lib/http';

/**
 * Downloads a file the API serves to signed-in admins: fetched with the session's credential (a plain link
 * would carry none), then handed to the browser under its name.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const blob = await get<Blob>(url, { responseType: 'blob' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file by the next turn; the address can go.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export const templateUrl = '/api/admin/catalogue/imports/template.csv';
export const errorReportUrl = (id: string) => `/api/admin/catalogue/imports/${encodeURIComponent(id)}/errors.csv`;
