import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Upload, UploadPurpose } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { AppError, fail } from '../../lib/app-error.js';
import { contentDisposition } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './uploads.service.js';

/** What a multipart body may add to its file: boundaries, part headers and the few fields before it. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads the `purpose` field and the first file of a multipart body, whole: a file cut at the limit is refused (413),
 * never kept short, and a body that is not well-formed multipart (cut off, bad headers) is a 400.
 */
async function readOneFile(
  req: FastifyRequest,
  limit: number,
): Promise<{ purpose: UploadPurpose; name: string; data: Buffer } | undefined> {
  let purpose: UploadPurpose = 'image';
  try {
    for await (const part of req.parts({ limits: { fileSize: limit, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'purpose') {
          const parsed = UploadPurpose.safeParse(part.value);
          if (!parsed.success)
            fail('VALIDATION_FAILED', { field: 'purpose', reason: 'oneOf', values: UploadPurpose.options.join(', ') });
          purpose = parsed.data;
        }
        continue;
      }
      const data = await part.toBuffer();
      // The size check inside toBuffer() runs per chunk and misses a cut that lands on the last one.
      if (part.file.truncated) fail('PAYLOAD_TOO_LARGE', { limit });
      return { purpose, name: part.filename, data };
    }
    return undefined;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    // The generic handler would name the JSON body limit; the file was cut at the upload limit.
    if (code === 'FST_REQ_FILE_TOO_LARGE') fail('PAYLOAD_TOO_LARGE', { limit });
    if (typeof code === 'string' && code.startsWith('FST_')) throw err;
    // busboy's own complaints (a body cut off, a malformed part) carry no code: the body could not be read.
    fail('VALIDATION_FAILED', { field: 'body', reason: 'body' });
  }
}

/** Multipart upload (field `purpose`, then `file`) and download of stored files. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.post(
    '/api/uploads',
    {
      schema: {
        tags: ['uploads'],
        security: [{ basic: [] }],
        summary: 'Upload a file (multipart/form-data: purpose = avatar | image | document | praiseCard, file)',
        consumes: ['multipart/form-data'],
        response: { 201: Upload },
      },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      const p = principalOf(req);
      if (!req.isMultipart()) fail('UNSUPPORTED_MEDIA_TYPE');
      const limit = ctx.config.UPLOAD_MAX_BYTES;
      // A body announced far over the limit is refused before a byte of it is read.
      if (Number(req.headers['content-length'] ?? 0) > limit + MULTIPART_OVERHEAD) fail('PAYLOAD_TOO_LARGE', { limit });
      const file = await readOneFile(req, limit);
      if (!file) fail('UPLOAD_MISSING');
      return reply.status(201).send(await svc.save(ctx, p.userId, file.purpose, file.name, file.data));
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Download a stored file',
        params: z.object({ id: z.string().regex(/^[0-9A-Z]{26}$/) }),
      },
    },
    async (req, reply) => {
      const viewer = req.auth.kind === 'user' ? req.auth.principal : undefined;
      const { upload, stream } = await svc.open(ctx, req.params.id, viewer);
      const disposition = upload.mime.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .type(upload.mime)
        .header('content-disposition', contentDisposition(disposition, upload.name))
        .header(
          'cache-control',
          svc.PURPOSES[upload.purpose].public ? 'public, max-age=31536000, immutable' : 'private, no-store',
        )
        .send(stream);
    },
  );
};
