import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountClosed,
  AdminDataExportParams,
  AdminErased,
  AdminPrivacyRequest,
  AdminPrivacyView,
  CloseAccountRequest,
  DataExport,
  DataExportParams,
  PrivacyOverview,
  UserParams,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendFile } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import { auditSourceOf } from '../audit/audit-log.js';
import { isEnabled as twoFactorOn } from '../users/two-factor.service.js';
import * as svc from './privacy.service.js';

const tags = ['privacy'];
const security = [{ basic: [] }];

const sendZip = (reply: FastifyReply, z: { file: string; name: string }) =>
  sendFile(reply, 'application/zip', z.name, fs.createReadStream(z.file));

/** The person's own data: its download, and closing the account (the path's :userId is the signed-in person). */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/privacy',
    {
      schema: {
        tags,
        security,
        summary: 'Data exports asked for, and what keeps the account from closing',
        params: UserParams,
        response: { 200: PrivacyOverview },
      },
    },
    async (req) => svc.overview(ctx, req.params.userId, await twoFactorOn(ctx, req.params.userId)),
  );
  app.post(
    '/v1/users/:userId/privacy/exports',
    {
      schema: {
        tags,
        security,
        summary: 'Prepare a ZIP of all my data (the one being prepared, if any)',
        params: UserParams,
        response: { 202: DataExport },
      },
    },
    async (req, reply) =>
      reply.status(202).send(
        await svc.requestExport(ctx, req.params.userId, {
          actorId: principalOf(req).personId,
          as: 'self',
          source: auditSourceOf(req),
        }),
      ),
  );
  app.get(
    '/v1/users/:userId/privacy/exports/:exportId/download',
    {
      schema: {
        tags,
        security,
        summary: 'Download a ready data export (ZIP)',
        params: DataExportParams,
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const zip = await svc.exportFile(ctx, req.params.userId, req.params.exportId);
      const caller = principalOf(req).personId;
      // An admin may read through the person's path too: it is still the person's data leaving, so it is on record.
      if (caller !== req.params.userId) await svc.auditAdminDownload(ctx, caller, zip.row, auditSourceOf(req));
      return sendZip(reply, zip);
    },
  );
  app.post(
    '/v1/users/:userId/privacy/close',
    {
      schema: {
        tags,
        security,
        summary: 'Close my account: disabled now, personal data erased after the grace period (409 while unsettled)',
        params: UserParams,
        body: CloseAccountRequest,
        response: { 200: AccountClosed },
      },
    },
    (req) => svc.close(ctx, req.params.userId, req.body, auditSourceOf(req)),
  );
};

/** An admin runs the same export and erasure for a user who asked, each with a reason on the audit log. */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users/:userId/privacy',
    {
      schema: {
        tags,
        security,
        summary: "Admin: a user's data exports and where closing their account stands",
        params: UserParams,
        response: { 200: AdminPrivacyView },
      },
    },
    (req) => svc.adminView(ctx, req.params.userId),
  );
  app.post(
    '/api/admin/users/:userId/privacy/exports',
    {
      schema: {
        tags,
        security,
        summary: "Admin: prepare a ZIP of a user's data on their request",
        params: UserParams,
        body: AdminPrivacyRequest,
        response: { 202: DataExport },
      },
    },
    async (req, reply) =>
      reply.status(202).send(
        await svc.requestExport(ctx, req.params.userId, {
          actorId: principalOf(req).personId,
          as: 'admin',
          reason: req.body.reason,
          source: auditSourceOf(req),
        }),
      ),
  );
  app.get(
    '/api/admin/privacy/exports/:exportId/download',
    {
      schema: {
        tags,
        security,
        summary: "Admin: download a user's data export (ZIP)",
        params: AdminDataExportParams,
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const zip = await svc.exportFile(ctx, null, req.params.exportId);
      await svc.auditAdminDownload(ctx, principalOf(req).personId, zip.row, auditSourceOf(req));
      return sendZip(reply, zip);
    },
  );
  app.post(
    '/api/admin/users/:userId/privacy/erase',
    {
      schema: {
        tags,
        security,
        summary: "Admin: close a user's account and erase its personal data now, on their request (409 while unsettled)",
        params: UserParams,
        body: AdminPrivacyRequest,
        response: { 200: AdminErased },
      },
    },
    (req) => svc.adminErase(ctx, principalOf(req).personId, req.params.userId, req.body.reason, auditSourceOf(req)),
  );
};
