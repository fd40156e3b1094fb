import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Done,
  LoginResponse,
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorLoginBody,
  TwoFactorSetup,
  TwoFactorStatus,
  UserParams,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { metaOf } from '../../lib/request-meta.js';
import * as login from './two-factor-login.service.js';
import * as svc from './two-factor.service.js';

const tags = ['users'];
const security = [{ basic: [] }];

/** The second step of a sign-in with two-factor on. */
export const twoFactorLoginRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.post(
    '/v1/users/loginByTwoFactor',
    {
      schema: {
        tags,
        summary: 'Second step of signing in: the challenge from loginByPwd and a code (or a recovery code)',
        body: TwoFactorLoginBody,
        response: { 200: LoginResponse },
      },
    },
    (req) => login.finishChallenge(ctx, req.body, metaOf(req)),
  );
};

/** Two-factor sign-in with an authenticator app (TOTP) and recovery codes. Only the owner may change it. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/twoFactor',
    {
      schema: { tags, security, summary: 'Two-factor sign-in status', params: UserParams, response: { 200: TwoFactorStatus } },
    },
    (req) => svc.status(ctx, req.params.userId),
  );

  app.post(
    '/v1/users/:userId/twoFactor/setup',
    {
      schema: {
        tags,
        security,
        summary: 'Start the set-up: a new secret (QR code URL and text) waiting for its first code',
        params: UserParams,
        response: { 200: TwoFactorSetup },
      },
    },
    (req) => svc.setup(ctx, req.params.userId),
  );

  app.post(
    '/v1/users/:userId/twoFactor/enable',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm the new secret with a code; answers the recovery codes, shown once',
        params: UserParams,
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes },
      },
    },
    (req) => svc.enable(ctx, req.params.userId, req.body.code),
  );

  app.post(
    '/v1/users/:userId/twoFactor/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-factor off with the password and a code or a recovery code',
        params: UserParams,
        body: TwoFactorDisableBody,
        response: { 200: Done },
      },
    },
    (req) => svc.disable(ctx, req.params.userId, req.body),
  );

  app.post(
    '/v1/users/:userId/twoFactor/recoveryCodes',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the recovery codes with a new set (takes a code from the app)',
        params: UserParams,
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes },
      },
    },
    (req) => svc.regenerateRecoveryCodes(ctx, req.params.userId, req.body.code),
  );
};
