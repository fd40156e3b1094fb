import type { FastifyRequest } from 'fastify';
import { AppError, fail } from './app-error.js';

/** What a multipart body may add to its file: boundaries, part headers and the few fields before it. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface MultipartFile {
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  file?: { name: string; data: Buffer };
}

/**
 * Reads the fields and the first file of a multipart body, whole. A body announced far over the limit is refused
 * unread, a file cut at the limit is a 413 (never kept short), and a body that is not well-formed multipart (no
 * boundary, cut off, a malformed part) is a 400: every way a client can get it wrong is a 4xx.
 */
export async function readOneFile(req: FastifyRequest, limit: number): Promise<MultipartFile> {
  if (!req.isMultipart()) fail('UNSUPPORTED_MEDIA_TYPE');
  if (Number(req.headers['content-length'] ?? 0) > limit + MULTIPART_OVERHEAD) fail('PAYLOAD_TOO_LARGE', { limitBytes: limit });
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: limit, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      // The size check inside toBuffer() runs per chunk and misses a cut that lands on the last one.
      if (part.file.truncated) fail('PAYLOAD_TOO_LARGE', { limitBytes: limit });
      return { fields, file: { name: part.filename, data } };
    }
    return { fields };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    // The generic handler would name the JSON body limit; the file was cut at the upload limit.
    if (code === 'FST_REQ_FILE_TOO_LARGE') fail('PAYLOAD_TOO_LARGE', { limitBytes: limit });
    if (typeof code === 'string' && code.startsWith('FST_')) throw err;
    // busboy's own complaints (no boundary, a body cut off, a malformed part) carry no code.
    fail('VALIDATION_FAILED', { field: 'body', reason: 'body' });
  }
}
