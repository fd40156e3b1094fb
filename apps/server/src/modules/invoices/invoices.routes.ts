import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Invoice, InvoiceListQuery, InvoicePage, InvoiceParams, InvoicePdfQuery } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendFile } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './invoices.service.js';

const tags = ['invoices'];
const security = [{ basic: [] }];

/** Invoices of wallet recharges and order payments: the seller's own (an admin reads any), as JSON or PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        security,
        summary: "The caller's invoices, newest first (kind, year, from/to days in UTC, keyset cursor); admins may pass userId",
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage },
      },
    },
    (req) => svc.list(ctx, principalOf(req), req.query),
  );
  app.get(
    '/api/invoices/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One invoice, its lines as item codes with params',
        params: InvoiceParams,
        response: { 200: Invoice },
      },
    },
    (req) => svc.get(ctx, principalOf(req), req.params.id),
  );
  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: "The invoice as a PDF in the reader's language (?locale, else Accept-Language, else the saved setting)",
        params: InvoiceParams,
        querystring: InvoicePdfQuery,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const file = await svc.pdf(ctx, principalOf(req), req.params.id, req.query.locale ?? req.headers['accept-language']);
      return sendFile(reply, 'application/pdf', file.fileName, file.body);
    },
  );
};
