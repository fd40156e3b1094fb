import { get } from './http';

/**
 * Downloads a file the API serves to the signed-in user: fetched with the session's credential (a plain link would
 * carry none), then handed to the browser under its name. `silent` leaves error messages to the caller.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  opts: { params?: Record<string, unknown>; silent?: boolean } = {},
): Promise<void> {
  const blob = await get<Blob>(url, { params: opts.params, responseType: 'blob', silent: opts.silent ?? false });
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
