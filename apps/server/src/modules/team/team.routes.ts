import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TeamAccounts,
  TeamActivityList,
  TeamInviteBody,
  TeamInvitePreview,
  TeamInviteToken,
  TeamList,
  TeamMember,
  TeamMemberParams,
  TeamRoleBody,
  TeamSwitchBody,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { metaOf } from '../../lib/request-meta.js';
import { principalOf } from '../../plugins/auth.js';
import { auditSourceOf } from '../audit/audit-log.js';
import * as svc from './team.service.js';

const tags = ['team'];
const security = [{ basic: [] }];

/** The owner's (or a member's with the `team` permission) management of the account's team. */
export const teamRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/team',
    { schema: { tags, security, summary: "The account's members and open invitations", response: { 200: TeamList } } },
    (req) => svc.list(ctx, principalOf(req)),
  );
  app.post(
    '/api/team/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a person by email to act for the account with a role',
        body: TeamInviteBody,
        response: { 201: TeamMember },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await svc.invite(ctx, principalOf(req), req.body, metaOf(req), auditSourceOf(req))),
  );
  app.put(
    '/api/team/members/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's (or an invitation's) role",
        params: TeamMemberParams,
        body: TeamRoleBody,
        response: { 200: TeamList },
      },
    },
    (req) => svc.changeRole(ctx, principalOf(req), req.params.id, req.body, auditSourceOf(req)),
  );
  app.delete(
    '/api/team/members/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (their sessions for this account end at once) or withdraw an invitation',
        params: TeamMemberParams,
        response: { 200: TeamList },
      },
    },
    (req) => svc.remove(ctx, principalOf(req), req.params.id, auditSourceOf(req)),
  );
  app.get(
    '/api/team/activity',
    {
      schema: {
        tags,
        security,
        summary: "The account's latest audited changes and who made them",
        response: { 200: TeamActivityList },
      },
    },
    (req) => svc.activity(ctx, principalOf(req)),
  );
};

/** What any signed-in person does about their own place in teams: the accounts they act for, switching, joining. */
export const teamPersonRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/team/accounts',
    { schema: { tags, security, summary: 'The accounts the signed-in person can act for', response: { 200: TeamAccounts } } },
    (req) => svc.accounts(ctx, principalOf(req)),
  );
  app.post(
    '/api/team/switch',
    {
      schema: {
        tags,
        security,
        summary: 'Act for another of the signed-in person’s accounts from the next request',
        body: TeamSwitchBody,
        response: { 200: TeamAccounts },
      },
    },
    (req) => svc.switchAccount(ctx, principalOf(req), req.body.accountId),
  );
  app.post(
    '/api/team/invitations/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Join the team an invitation (to the signed-in person’s email) is for',
        body: TeamInviteToken,
        response: { 200: TeamAccounts },
      },
    },
    (req) => svc.accept(ctx, principalOf(req), req.body.token, auditSourceOf(req)),
  );
  app.post(
    '/api/team/invitations/preview',
    {
      schema: {
        tags,
        security,
        summary: 'What an invitation link offers, read before signing in',
        body: TeamInviteToken,
        response: { 200: TeamInvitePreview },
      },
      config: { access: 'client' },
    },
    (req) => svc.preview(ctx, req.body.token),
  );
};
