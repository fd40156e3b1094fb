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
  saveBlob(await get<Blob>(url, { params: opts.params, responseType: 'blob', silent: opts.silent ?? false }), fileName);
}

/**
 * Hands text made in the browser (an error report) to the browser as a file. A byte-order mark leads, so that
 * spreadsheet programs read accented messages (es-ES, pt-BR) as UTF-8.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv'): void {
  saveBlob(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }), fileName);
}

function saveBlob(blob: Blob, fileName: string): void {
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
