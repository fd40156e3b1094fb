import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailPrefs, EmailPrefsUpdate, UserParams } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import * as svc from './email-prefs.service.js';
import { settingChange } from '../audit/setting-change.js';

const tags = ['settings'];
const security = [{ basic: [] }];

/** Setting → Email: which events also email the seller. */
export const emailPrefsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/emailPrefs',
    {
      schema: { tags, security, summary: 'Which events email the seller', params: UserParams, response: { 200: EmailPrefs } },
    },
    (req) => svc.getPrefs(ctx, req.params.userId),
  );
  app.post(
    '/v1/users/:userId/emailPrefs',
    {
      schema: {
        tags,
        security,
        summary: 'Turn event emails on or off (JSON: { events: { "order.shipped": false } }; events left out keep their value)',
        params: UserParams,
        body: EmailPrefsUpdate,
        response: { 200: EmailPrefs },
      },
    },
    (req) =>
      settingChange(
        ctx,
        req,
        'email',
        (id) => svc.getPrefs(ctx, id),
        (id) => svc.savePrefs(ctx, id, req.body),
      ),
  );
};
