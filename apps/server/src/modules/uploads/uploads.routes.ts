import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Upload, UploadPurpose } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { readOneFile } from '../../lib/multipart.js';
import { contentDisposition, embeddableAnywhere } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './uploads.service.js';

/** Multipart upload (field `purpose`, then `file`). */
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
    },
    async (req, reply) => {
      const p = principalOf(req);
      const { fields, file } = await readOneFile(req, ctx.config.UPLOAD_MAX_BYTES);
      const purpose = UploadPurpose.safeParse(fields.purpose ?? 'image');
      if (!purpose.success)
        fail('VALIDATION_FAILED', { field: 'purpose', reason: 'oneOf', values: UploadPurpose.options.join(', ') });
      if (!file) fail('UPLOAD_MISSING');
      return reply.status(201).send(await svc.save(ctx, p.userId, purpose.data, file.name, file.data));
    },
  );
};

/** Download of stored files: a public one to anyone, any other to its owner (and admins), as the service decides. */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
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
      const isPublic = svc.PURPOSES[upload.purpose].public;
      if (isPublic) embeddableAnywhere(reply);
      return reply
        .type(upload.mime)
        .header('content-disposition', contentDisposition(disposition, upload.name))
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .send(stream);
    },
  );
};
