import { NASTY_TEXT } from './payloads.js';
import type { Rng } from './prng.js';

/** A 1x1 PNG: the smallest image the upload routes accept. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export interface Part {
  name: string;
  /** Raw bytes of the name and filename as they go on the wire (non-ASCII is sent as UTF-8, as browsers do). */
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export interface MultipartBody {
  contentType: string;
  bytes: Buffer;
}

/** Writes the parts by hand so that broken forms (bad boundaries, truncation, odd headers) can be sent too. */
export function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The file a purpose accepts, so that the base request passes and the mutations go deep. */
export function fileFor(purpose: string, rng: Rng): { data: Buffer; filename: string; contentType: string } {
  // Real people name files in their own language: a sound upload is as likely to be called 'фото' as 'photo'.
  const stem = rng.pick(['fuzz', 'photo 1', 'résumé', 'фото', '文件', 'صورة', 'café ☕', 'x'.repeat(200)]);
  if (purpose === 'document') return { data: TINY_PDF, filename: `${stem}.pdf`, contentType: 'application/pdf' };
  if (purpose === 'csv') return { data: Buffer.from('title\nfuzz\n'), filename: `${stem}.csv`, contentType: 'text/csv' };
  return { data: TINY_PNG, filename: `${stem}.png`, contentType: 'image/png' };
}

/** A multipart body, sound or broken; `notes` says how it was broken. */
export function multipartBody(
  fields: Record<string, string>,
  file: { data: Buffer; filename: string; contentType: string },
  rng: Rng,
  mutate: boolean,
  notes: string[],
): MultipartBody {
  const boundary = `----fuzz${rng.int(1e9).toString(36)}`;
  let parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, data: Buffer.from(value, 'utf8') })),
    { name: 'file', filename: file.filename, contentType: file.contentType, data: file.data },
  ];
  let contentType = `multipart/form-data; boundary=${boundary}`;
  if (!mutate) return { contentType, bytes: encodeMultipart(parts, boundary) };

  const fileIndex = parts.length - 1;
  const nasty = rng.pick(NASTY_TEXT);
  switch (rng.int(12)) {
    case 0:
      // Names as users' systems make them: any script, control characters, path parts, quotes.
      parts[fileIndex] = { ...parts[fileIndex]!, filename: `${nasty.value}${rng.chance(0.5) ? '.png' : ''}` };
      notes.push(`multipart filename ← ${nasty.label}`);
      break;
    case 1: {
      const name = rng.pick([
        '文件名.pdf',
        'résumé ✓.png',
        '😀.png',
        'a"b.png',
        'a\\b.png',
        '..%2f..%2fx.png',
        'x'.repeat(5_000),
      ]);
      parts[fileIndex] = { ...parts[fileIndex]!, filename: name };
      notes.push(`multipart filename ← ${JSON.stringify(name.slice(0, 20))}`);
      break;
    }
    case 2:
      if (parts.length > 1) {
        parts[0] = { ...parts[0]!, data: Buffer.from(nasty.value, 'utf8') };
        notes.push(`multipart ${parts[0].name} ← ${nasty.label}`);
      } else {
        parts.unshift({ name: nasty.value.slice(0, 50) || 'x', data: Buffer.from('x') });
        notes.push(`multipart extra field named ${nasty.label}`);
      }
      break;
    case 3: {
      const data = rng.pick([
        Buffer.alloc(0),
        Buffer.from([0, 0, 0, 0]),
        Buffer.alloc(4096, 0xff),
        TINY_PNG.subarray(0, 20),
        TINY_PDF,
      ]);
      parts[fileIndex] = { ...parts[fileIndex]!, data };
      notes.push(`multipart file bytes ← ${data.length} odd bytes`);
      break;
    }
    case 4:
      parts = parts.slice(0, fileIndex);
      notes.push('multipart without a file');
      break;
    case 5:
      parts.push({ ...parts[fileIndex]!, filename: 'second.png' });
      notes.push('multipart with two files');
      break;
    case 6:
      for (let i = 0; i < 12; i++) parts.unshift({ name: `f${i}`, data: Buffer.from('x') });
      notes.push('multipart with 12 extra fields');
      break;
    case 7: {
      const bytes = encodeMultipart(parts, boundary);
      notes.push('multipart truncated');
      return { contentType, bytes: bytes.subarray(0, Math.max(1, rng.int(bytes.length - 1))) };
    }
    case 8:
      contentType = rng.pick([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=nope',
        'multipart/mixed; boundary=' + boundary,
      ]);
      notes.push(`multipart content-type ← ${contentType}`);
      break;
    case 9:
      parts[fileIndex] = {
        ...parts[fileIndex]!,
        contentType: rng.pick(['', 'image/png\u0001', 'text/html', 'application/x-msdownload', 'x'.repeat(2_000)]),
      };
      notes.push('multipart part content-type odd');
      break;
    case 10: {
      const bytes = encodeMultipart(parts, boundary);
      notes.push('multipart without its closing boundary');
      return { contentType, bytes: bytes.subarray(0, bytes.length - boundary.length - 6) };
    }
    default:
      parts[fileIndex] = { ...parts[fileIndex]!, name: nasty.value || 'file2' };
      notes.push(`multipart file field named ${nasty.label}`);
  }
  return { contentType, bytes: encodeMultipart(parts, boundary) };
}
