import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UserInfo,
  ChangeEmailBody,
  ChangePasswordBody,
  CodeSent,
  Done,
  EmailCodeLoginBody,
  EmailCodeLoginResult,
  LoginBody,
  LoginResponse,
  LoginResult,
  ProfileBody,
  RegisterBody,
  ResetByEmailBody,
  ResetByPhoneBody,
  User,
  UserParams,
  VerifyEmailBody,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import { metaOf } from '../../lib/request-meta.js';
import * as signIn from './sign-in.service.js';
import * as svc from './users.service.js';

// The menu is two levels deep; a recursive schema would only complicate the OpenAPI document.
const tags = ['users'];
const auth = [{ basic: [] }];

/** Before sign-in: create an account, sign in, reset a forgotten password. */
export const signInRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.post(
    '/v1/users/regByPwd',
    {
      schema: {
        tags,
        summary: 'Create an account (sends an email verification code) and sign in',
        body: RegisterBody,
        response: { 201: LoginResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await svc.register(ctx, req.body, metaOf(req))),
  );

  app.post(
    '/v1/users/loginByPwd',
    {
      schema: {
        tags,
        summary:
          'Sign in with email and password; answers a challenge for loginByTwoFactor (two-factor on) or loginByEmailCode (many failed sign-ins, new device)',
        body: LoginBody,
        response: { 200: LoginResult },
      },
    },
    (req) => signIn.login(ctx, req.body, metaOf(req)),
  );

  app.post(
    '/v1/users/loginByEmailCode',
    {
      schema: {
        tags,
        summary: 'Finish a sign-in that asked for the code emailed to the account; with two-factor on, answers its challenge',
        body: EmailCodeLoginBody,
        response: { 200: EmailCodeLoginResult },
      },
    },
    (req) => signIn.loginByEmailCode(ctx, req.body, metaOf(req)),
  );

  app.post(
    '/v1/users/resetPwdByEmail',
    {
      schema: {
        tags,
        summary: 'Reset the password by email: first call sends a code, second (with code and password) sets it',
        body: ResetByEmailBody,
        response: { 200: z.union([CodeSent, Done]) },
      },
    },
    (req) => svc.resetByEmail(ctx, req.body, metaOf(req)),
  );

  app.post(
    '/v1/users/resetPwdByPhone',
    {
      schema: {
        tags,
        summary: 'Reset the password by SMS code, in the same two steps',
        body: ResetByPhoneBody,
        response: { 200: z.union([CodeSent, Done]) },
      },
    },
    (req) => svc.resetByPhone(ctx, req.body, metaOf(req)),
  );
};

/** A user's account: read it, end the session, change password, email and profile. */
export const usersRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get('/v1/users/:userId', { schema: { tags, security: auth, params: UserParams, response: { 200: User } } }, (req) =>
    svc.getUser(ctx, req.params.userId),
  );

  app.post(
    '/v1/users/:userId/logout',
    {
      schema: { tags, security: auth, summary: 'End this session', params: UserParams, response: { 200: Done } },
    },
    (req) => svc.logout(ctx, principalOf(req).sessionId),
  );

  app.post(
    '/v1/users/:userId/pwd1',
    {
      schema: {
        tags,
        security: auth,
        summary: 'Change the password; ends the other sessions',
        params: UserParams,
        body: ChangePasswordBody,
        response: { 200: Done },
      },
    },
    (req) => svc.changePassword(ctx, req.params.userId, principalOf(req).sessionId, req.body),
  );

  app.post(
    '/v1/users/:userId/email',
    {
      schema: {
        tags,
        security: auth,
        summary: 'Change the email: first call sends a code to the new address, second (with the code) moves the account',
        params: UserParams,
        body: ChangeEmailBody,
        response: { 200: z.union([CodeSent, User]) },
      },
    },
    (req) => svc.changeEmail(ctx, req.params.userId, req.body, metaOf(req)),
  );

  app.post(
    '/v1/users/:userId/verifyEmail',
    {
      schema: {
        tags,
        security: auth,
        summary: 'Verify the account email: without a code (re)sends one, with the code verifies',
        params: UserParams,
        body: z.preprocess((v) => v ?? {}, VerifyEmailBody),
        response: { 200: z.union([CodeSent, Done]) },
      },
    },
    (req) => svc.verifyEmail(ctx, req.params.userId, req.body.code, metaOf(req)),
  );

  app.post(
    '/v1/users/:userId/profile',
    {
      schema: { tags, security: auth, params: UserParams, body: ProfileBody, response: { 200: User } },
    },
    (req) => svc.updateProfile(ctx, req.params.userId, req.body),
  );
};

/** The signed-in person's info. */
export const userInfoRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.post(
    '/api/user/info',
    {
      schema: {
        tags,
        security: auth,
        summary: 'The signed-in person, and the team account their session acts for',
        response: { 200: UserInfo },
      },
    },
    (req) => svc.getUserInfo(ctx, principalOf(req)),
  );
};
