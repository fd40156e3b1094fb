import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';

/** The fetch Shopify calls go through (admin-api-client's customFetchApi has this shape). */
export type ShopifyFetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

/** Shopify could not be reached, or did not answer in time. */
export class ShopifyUnavailableError extends Error {}

const TIMEOUT_MS = 15_000;

/** One HTTPS request with its own trust store, answered as a WHATWG Response (what fetch callers expect). */
function httpsFetch(url: string, init: Parameters<ShopifyFetch>[1], ca: string[]): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: init?.method ?? 'GET', headers: init?.headers, ca, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
          else if (v !== undefined) headers.set(k, v);
        }
        const status = res.statusCode ?? 502;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, statusText: res.statusMessage ?? '', headers }));
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${new URL(url).host} within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    if (init?.body !== undefined) req.write(init.body);
    req.end();
  });
}

/**
 * The transport for every call to Shopify: `address(url)` turns https://name.myshopify.com/… into where that shop
 * really is (see shopify-app.ts), and a configured CA file (the stand-in's test CA) is trusted besides the usual
 * roots. Network failures become ShopifyUnavailableError.
 */
export function shopifyFetch(o: { address: (url: URL) => string; caFile: () => string | undefined }): ShopifyFetch {
  let cached: { file: string; ca: string[] } | undefined;
  const trust = (): string[] | undefined => {
    const file = o.caFile();
    if (!file) return undefined;
    if (cached?.file !== file) {
      if (!fs.existsSync(file)) return undefined;
      cached = { file, ca: [...tls.rootCertificates, fs.readFileSync(file, 'utf8')] };
    }
    return cached.ca;
  };
  return async (url, init) => {
    const target = o.address(new URL(url));
    try {
      const ca = trust();
      return ca ? await httpsFetch(target, init, ca) : await fetch(target, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new ShopifyUnavailableError(
        `${init?.method ?? 'GET'} ${target}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  };
}
