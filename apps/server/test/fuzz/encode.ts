/**
 * Percent-encodes text for a URL the way encodeURIComponent does, except that lone surrogates (which it refuses)
 * are written as the bytes a careless encoder would send: their 3-byte WTF-8 form, invalid UTF-8 for the server.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const isHigh = c >= 0xd800 && c <= 0xdbff;
    const isLow = c >= 0xdc00 && c <= 0xdfff;
    if (isHigh && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(text.slice(i, i + 2));
        i++;
        continue;
      }
    }
    if (isHigh || isLow) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
      continue;
    }
    out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** Prints a value for a report: long strings shortened, control characters and lone surrogates escaped by JSON. */
export function preview(value: unknown, max = 600): string {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)…${v.slice(-10)}` : v,
  );
  if (text === undefined) return String(value);
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

/** Prints raw bytes for a report: text where printable, \xNN elsewhere, shortened. */
export function previewBytes(bytes: Buffer, max = 600): string {
  const head = bytes.subarray(0, max);
  let out = '';
  for (const b of head) {
    out +=
      b === 0x0a
        ? '\\n'
        : b === 0x0d
          ? '\\r'
          : b >= 0x20 && b < 0x7f && b !== 0x5c
            ? String.fromCharCode(b)
            : `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return bytes.length > max ? `${out}…(${bytes.length} bytes)` : out;
}
