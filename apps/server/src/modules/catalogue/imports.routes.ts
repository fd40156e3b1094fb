import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueImport,
  CatalogueImportDetail,
  CatalogueImportPage,
  CatalogueImportParams,
  CatalogueImportQuery,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendCsv } from '../../lib/send-file.js';
import { fail } from '../../lib/app-error.js';
import { readOneFile } from '../../lib/multipart.js';
import { principalOf } from '../../plugins/auth.js';
import { localeOf } from '../../plugins/errors.js';
import * as svc from './imports.service.js';

const schema = { tags: ['admin', 'catalogue'], security: [{ basic: [] }] };

/**
 * Admin → Product imports: upload a CSV or .xlsx (checked and written by a job), follow it, download its error report.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.post(
    '/api/admin/catalogue/imports',
    {
      schema: {
        ...schema,
        summary:
          'Admin: upload a product CSV or .xlsx workbook (multipart/form-data: file); its rows are checked and imported by a job',
        consumes: ['multipart/form-data'],
        response: { 202: CatalogueImport },
      },
    },
    async (req, reply) => {
      const { file } = await readOneFile(req, ctx.config.UPLOAD_MAX_BYTES);
      if (!file || file.data.length === 0) fail('UPLOAD_MISSING');
      const started = await svc.startImport(ctx, principalOf(req).userId, file.name, file.data, localeOf(req));
      return reply.status(202).send(started);
    },
  );
  app.get(
    '/api/admin/catalogue/imports',
    {
      schema: {
        ...schema,
        summary: 'Admin: product imports, newest first',
        querystring: CatalogueImportQuery,
        response: { 200: CatalogueImportPage },
      },
    },
    (req) => svc.listImports(ctx, req.query.cursor, req.query.limit),
  );
  app.get(
    '/api/admin/catalogue/imports/template.csv',
    { schema: { ...schema, summary: 'Admin: the import template (every column, example rows)', produces: ['text/csv'] } },
    async (_req, reply) => sendCsv(reply, 'dropport-products-template.csv', await svc.importTemplate(ctx)),
  );
  app.get(
    '/api/admin/catalogue/imports/:id',
    {
      schema: {
        ...schema,
        summary: 'Admin: an import: status, progress, counts and its first errors',
        params: CatalogueImportParams,
        response: { 200: CatalogueImportDetail },
      },
    },
    (req) => svc.importDetail(ctx, req.params.id, localeOf(req)),
  );
  app.get(
    '/api/admin/catalogue/imports/:id/errors.csv',
    {
      schema: {
        ...schema,
        summary: "Admin: an import's error report (row, column, message)",
        params: CatalogueImportParams,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const report = await svc.errorReport(ctx, req.params.id, localeOf(req));
      return sendCsv(reply, report.fileName, report.csv);
    },
  );
};
