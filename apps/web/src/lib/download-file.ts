import type { AxiosResponseHeaders } from 'axios';
import { get } from './http';

/**
 * Downloads a file the API serves to the signed-in user: fetched with the session's credential (a plain link would
 * carry none), then handed to the browser under its name. `silent` leaves error messages to the caller;
 * `nameFromServer` saves it under the name the answer's Content-Disposition gives, `fileName` when it gives none.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  opts: { params?: Record<string, unknown>; silent?: boolean; nameFromServer?: boolean } = {},
): Promise<void> {
  const served: { name: string | null } = { name: null };
  const blob = await get<Blob>(url, {
    params: opts.params,
    responseType: 'blob',
    silent: opts.silent ?? false,
    // The http client answers with the body alone: the header is read on the way.
    ...(opts.nameFromServer
      ? {
          transformResponse: (data: unknown, headers: AxiosResponseHeaders) => {
            served.name = contentDispositionName(headers.get('content-disposition'));
            return data;
          },
        }
      : {}),
  });
  saveBlob(blob, served.name ?? fileName);
}

/**
 * The file name a Content-Disposition value gives: `filename*` (RFC 8187, UTF-8) before the plain `filename`; null
 * when it gives none. Folders are cut off: only a name is kept.
 */
export function contentDispositionName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(value);
  if (extended?.[1]?.toLowerCase() === 'utf-8') {
    try {
      name = decodeURIComponent(extended[2]!.trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(value);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim() ?? null) : null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
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
