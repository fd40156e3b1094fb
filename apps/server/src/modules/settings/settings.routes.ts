import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserParams, UserSetting, UserSettingUpdate } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import * as svc from './settings.service.js';
import { settingChange } from '../audit/setting-change.js';

const tags = ['settings'];
const security = [{ basic: [] }];

/** The seller's basic settings (language, time zone, display, auto-pay). */
export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/setting',
    {
      schema: { tags, security, summary: "The seller's basic settings", params: UserParams, response: { 200: UserSetting } },
    },
    (req) => svc.get(ctx, req.params.userId),
  );
  app.post(
    '/v1/users/:userId/setting',
    {
      schema: {
        tags,
        security,
        summary: 'Change basic settings (fields as query parameters; those left out keep their value)',
        params: UserParams,
        querystring: UserSettingUpdate,
        response: { 200: UserSetting },
      },
    },
    (req) =>
      settingChange(
        ctx,
        req,
        'basic',
        (id) => svc.get(ctx, id),
        (id) => svc.update(ctx, id, req.query),
      ),
  );
};
