/** The malformed values the fuzzer draws from, each with a short label that names it in reports. */
export interface Payload<T = unknown> {
  label: string;
  value: T;
}

const p = <T>(label: string, value: T): Payload<T> => ({ label, value });

/** Text that reaches SQL, FTS5 / tsquery parsers, LIKE patterns, headers and file names. */
export const NASTY_TEXT: readonly Payload<string>[] = [
  p('empty', ''),
  p('space', ' '),
  p('nul', '\u0000'),
  p('nul-inside', 'ab\u0000cd'),
  p('ctrl-01', '\u0001'),
  p('ctrl-1f', 'x\u001fy'),
  p('del-7f', '\u007f'),
  p('newlines', 'a\r\nb\nc'),
  p('tab', '\t'),
  p('lone-high-surrogate', '\ud800'),
  p('lone-low-surrogate', 'a\udfffb'),
  p('bom', '\ufeffabc'),
  p('rtl-override', '\u202egnp.exe'),
  p('zero-width', 'a\u200bb'),
  p('emoji', '😀🧪'),
  p('cjk', '文件名'),
  p('latin1-high', 'ÿÿ'),
  p('sql-or', "' OR 1=1 --"),
  p('sql-quote', "'"),
  p('sql-doublequote', '"'),
  p('sql-semicolon', '1; DROP TABLE users; --'),
  p('like-percent', '%'),
  p('like-underscore', '_'),
  p('like-mixed', '%_\\%'),
  p('backslash', '\\'),
  p('fts-star', '*'),
  p('fts-near', 'NEAR('),
  p('fts-bool', 'AND OR NOT'),
  p('fts-caret', '^'),
  p('fts-colon', 'title:'),
  p('fts-quote-unbalanced', '"abc'),
  p('fts-parens', '(()'),
  p('fts-minus', '-'),
  p('fts-plus', '+'),
  p('tsq-bang', '!'),
  p('tsq-amp', '&'),
  p('tsq-pipe', '|'),
  p('tsq-follow', '<->'),
  p('tsq-mix', 'a & | ! <-> :* b'),
  p('tsq-prefix', 'abc:*'),
  p('path-traversal', '../../../etc/passwd'),
  p('url-encoded', '%00%2e%2e%2f'),
  p('html', '<script>alert(1)</script>'),
  p('template', '${x}{{x}}'),
  p('json-text', '{"a":1}'),
  p('crlf-header', 'a\r\nX-Injected: 1'),
  p('str-NaN', 'NaN'),
  p('str-Infinity', 'Infinity'),
  p('str-null', 'null'),
  p('str-undefined', 'undefined'),
  p('str-true', 'true'),
  p('str-neg', '-1'),
  p('str-zero', '0'),
  p('str-hex', '0x1F40'),
  p('str-exp', '1e2'),
  p('str-huge', '1e308'),
  p('str-unsafe-int', '9007199254740993'),
  p('str-float', '1.5'),
  p('str-padded', ' 12 '),
  p('str-fullwidth-digits', '１２'),
  p('bad-date', '2024-02-30'),
  p('far-date', '9999-12-31T23:59:59Z'),
  p('zero-date', '0000-00-00'),
  p('neg-date', '-000001-01-01T00:00:00Z'),
];

/** The text that breaks databases and search parsers (NUL, control bytes, surrogates, SQL, LIKE, FTS5, tsquery). */
export const DB_TEXT: readonly Payload<string>[] = NASTY_TEXT.filter((t) =>
  /nul|ctrl|del|surrogate|sql|like|fts|tsq|backslash/.test(t.label),
);

/** Strings whose size is the point. */
export const BIG_TEXT: readonly Payload<string>[] = [
  p('10k-ascii', 'a'.repeat(10_000)),
  p('10k-multibyte', 'é😀'.repeat(3_400)),
  p('10k-nul', '\u0000'.repeat(10_000)),
  p('10k-percent', '%'.repeat(10_000)),
  p('10k-quote', '"'.repeat(10_000)),
];

export const NASTY_NUMBERS: readonly Payload<number>[] = [
  p('-1', -1),
  p('0', 0),
  p('-0', -0),
  p('0.5', 0.5),
  p('1e308', 1e308),
  p('-1e308', -1e308),
  p('2^53+1', 2 ** 53 + 1),
  p('2^31', 2 ** 31),
  p('2^63', 2 ** 63),
  p('tiny', 5e-324),
];

/** Structures where a scalar is expected, and the prototype-pollution shapes. */
export const NASTY_SHAPES: readonly Payload[] = [
  p('null', null),
  p('true', true),
  p('false', false),
  p('[]', []),
  p('[5000]', [5000]),
  p('["a"]', ['a']),
  p('[[[]]]', [[[]]]),
  p('{}', {}),
  p('{a:1}', { a: 1 }),
  p('__proto__', JSON.parse('{"__proto__":{"x":1,"isAdmin":true}}')),
  p('constructor.prototype', { constructor: { prototype: { x: 1 } } }),
  p('deep-array', JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`)),
  p(
    '1k-array',
    Array.from({ length: 1_000 }, (_, i) => i),
  ),
];

/** Query-string values a browser would never send for a typed parameter. */
export const NASTY_QUERY: readonly Payload<string>[] = [...NASTY_TEXT, p('10k-ascii', 'a'.repeat(10_000))];

/** Raw bytes for a path segment (already percent-encoded): encodings Node's decoder has to refuse or survive. */
export const NASTY_PATH_SEGMENTS: readonly Payload<string>[] = [
  p('pct-nul', '%00'),
  p('pct-bad', '%zz'),
  p('pct-truncated', '%E2%82'),
  p('pct-lone-surrogate', '%ED%A0%80'),
  p('pct-overlong-dot', '%C0%AE'),
  p('pct-slash', 'a%2Fb'),
  p('pct-ctrl', '%01%1F%7F'),
  p('dot-dot', '..'),
  p('pct-dot-dot', '%2E%2E'),
  p('huge-int', '99999999999999999999999999'),
  p('neg', '-1'),
  p('zero', '0'),
  p('hex', '0x1F40'),
  p('exp', '1e2'),
  p('nan', 'NaN'),
  p('float', '1.5'),
  p('ulid-lookalike', '01J0000000000000000000000A'),
  p('ulid-lower', '01j0000000000000000000000a'),
  p('uuid', '00000000-0000-0000-0000-000000000000'),
  p('2k', 'a'.repeat(2_000)),
];

/** Authorization headers that must be refused (or treated as anonymous), never crash the request. */
export function nastyAuthorizations(publicId: string, realUserId: string): Payload<string>[] {
  const b64 = (bytes: Buffer | string) => `Basic ${Buffer.from(bytes).toString('base64')}`;
  return [
    p('empty', ''),
    p('scheme-only', 'Basic'),
    p('scheme-space', 'Basic '),
    p('bearer', 'Bearer abc.def.ghi'),
    p('not-base64', 'Basic !!!***'),
    p('no-colon', b64('justanid')),
    p('empty-id', b64(':secret-secret-secret-secret')),
    p('nul-id', b64('\u0000:secret-secret-secret-secret')),
    p('nul-in-secret', b64(`${realUserId}:\u0000${'s'.repeat(30)}`)),
    p('nul-everywhere', b64(`\u0000\u0000:\u0000${'\u0000'.repeat(30)}`)),
    p('public-id-nul-secret', b64(`${publicId}:\u0000`)),
    p('invalid-utf8-id', b64(Buffer.from([0xff, 0xfe, 0xc0, 0xae, 0x3a, ...Buffer.from('x'.repeat(30))]))),
    p('invalid-utf8-secret', b64(Buffer.concat([Buffer.from(`${realUserId}:`), Buffer.alloc(30, 0xff)]))),
    p('lone-surrogate-bytes', b64(Buffer.concat([Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(`:${'x'.repeat(30)}`)]))),
    p('ctrl-chars', b64(`\u0001\u001f\u007f:${'\u0001'.repeat(30)}`)),
    p('sql-id', b64(`' OR 1=1 --:${'x'.repeat(30)}`)),
    p('long-id', b64(`${'a'.repeat(5_000)}:${'x'.repeat(30)}`)),
    p('long-secret', b64(`${realUserId}:${'x'.repeat(20_000)}`)),
    p('real-id-wrong-secret', b64(`${realUserId}:${'x'.repeat(40)}`)),
    p('base64url', `Basic ${Buffer.from(`${realUserId}:${'?'.repeat(30)}`).toString('base64url')}`),
    p('double-scheme', `Basic Basic ${Buffer.from('a:b').toString('base64')}`),
    p('tab-separator', `Basic\t${Buffer.from(`${realUserId}:${'x'.repeat(30)}`).toString('base64')}`),
  ];
}

/** Headers every route reads (locale, request id, the background marker), given values they must survive. */
export const NASTY_HEADERS: readonly Payload<Record<string, string>>[] = [
  p('accept-language-garbage', { 'accept-language': '*;q=abc, ;;;, xx-@@, -, _' }),
  p('accept-language-long', { 'accept-language': 'en-US,'.repeat(2_000) }),
  p('accept-language-q', { 'accept-language': 'pt-BR;q=NaN, es;q=-1, en;q=1e308' }),
  p('request-id', { 'x-request-id': '../../etc/passwd' }),
  p('background', { 'x-dropport-background': '1' }),
  p('if-none-match', { 'if-none-match': '"*", W/"x' }),
  p('range', { range: 'bytes=-1-99999999999999999999' }),
];

/** Signature headers of the two inbound webhooks, well-named but wrong: the checks behind them must refuse cleanly. */
export function nastySignatureHeaders(merchantId: string, shopDomain: string): Payload<Record<string, string>>[] {
  return [
    p('gateway-bad-signature', {
      'sandbox-merchant': merchantId,
      'sandbox-timestamp': String(Math.floor(Date.now() / 1000)),
      'sandbox-signature': 'zz',
    }),
    p('gateway-huge-timestamp', {
      'sandbox-merchant': merchantId,
      'sandbox-timestamp': '1e308',
      'sandbox-signature': 'a'.repeat(5_000),
    }),
    p('gateway-negative-timestamp', { 'sandbox-merchant': merchantId, 'sandbox-timestamp': '-1', 'sandbox-signature': '' }),
    p('gateway-unknown-merchant', {
      'sandbox-merchant': "' OR 1=1 --",
      'sandbox-timestamp': 'NaN',
      'sandbox-event-id': '',
    }),
    p('shopify-bad-hmac', {
      'x-shopify-hmac-sha256': '!!!',
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': shopDomain,
      'x-shopify-webhook-id': 'w-1',
    }),
    p('shopify-odd-topic', {
      'x-shopify-hmac-sha256': 'AAAA',
      'x-shopify-topic': '../..',
      'x-shopify-shop-domain': "x'.myshopify.com",
      'x-shopify-webhook-id': '',
    }),
    p('shopify-no-domain', { 'x-shopify-hmac-sha256': '', 'x-shopify-topic': 'app/uninstalled' }),
  ];
}
