import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImportDraft,
  ImportDraftPage,
  ImportDraftParams,
  ImportDraftPatch,
  ImportDraftQuery,
  ImportListAdd,
  ImportListAddResult,
  ImportListPage,
  ImportListRemove,
  ImportListRemoveResult,
  formNumber,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import * as drafts from './drafts.service.js';
import * as importList from './import-list.service.js';

const tags = ['import-list'];
const security = [{ basic: [] }];

/** The seller's import list: adding from the market, shaping each item, removing. Every item is its seller's alone. */
export const importListRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.post(
    '/api/import-list/items',
    {
      schema: {
        tags,
        security,
        summary: 'Add market products to the import list (already listed ones are reported, not doubled)',
        body: ImportListAdd,
        response: { 200: ImportListAddResult },
      },
    },
    (req) => importList.addToImportList(ctx, principalOf(req), req.body.productIds),
  );
  app.get(
    '/api/import-list/items',
    {
      schema: {
        tags,
        security,
        summary: 'The import list in short (product, main image, cost range), newest first',
        querystring: z.object({
          cursor: z.string().max(40).optional(),
          limit: formNumber(z.number().int().min(1).max(100)).default(50),
        }),
        response: { 200: ImportListPage },
      },
    },
    (req) => importList.listImportList(ctx, principalOf(req).userId, req.query.cursor, req.query.limit),
  );
  app.delete(
    '/api/import-list/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an item of the import list',
        params: z.object({ id: z.string().max(40) }),
      },
    },
    async (req, reply) => {
      await importList.removeFromImportList(ctx, principalOf(req).userId, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/import-list',
    {
      schema: {
        tags,
        security,
        summary: 'The import list in full: editable fields, variants priced by the default rules, shipping and profit',
        querystring: ImportDraftQuery,
        response: { 200: ImportDraftPage },
      },
    },
    (req) => drafts.listDrafts(ctx, principalOf(req).userId, req.query.cursor, req.query.limit),
  );
  app.post(
    '/api/import-list/remove',
    {
      schema: {
        tags,
        security,
        summary: 'Remove several items at once (all of them, or none when one is not yours)',
        body: ImportListRemove,
        response: { 200: ImportListRemoveResult },
      },
    },
    (req) => drafts.removeDrafts(ctx, principalOf(req).userId, req.body.ids),
  );
  app.get(
    '/api/import-list/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One item of the import list',
        params: ImportDraftParams,
        response: { 200: ImportDraft },
      },
    },
    (req) => drafts.getDraft(ctx, principalOf(req).userId, req.params.id),
  );
  app.patch(
    '/api/import-list/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an item: title, description, tags, images, variants (selection, price, compare-at)',
        params: ImportDraftParams,
        body: ImportDraftPatch,
        response: { 200: ImportDraft },
      },
    },
    (req) => drafts.updateDraft(ctx, principalOf(req).userId, req.params.id, req.body),
  );
};
