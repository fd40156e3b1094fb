import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERRORS,
  errorMessage,
  pickLocale,
  validationIssueText,
  VALIDATION_ISSUES,
  type ErrorBody,
  type ErrorCode,
  type Locale,
  type ValidationIssue,
} from '@dropport/contracts';
import { AppError } from '../lib/app-error.js';

interface IssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function receivedNothing(issue: IssueLike): boolean {
  const received = issue.params.received ?? /received (\w+)/.exec(issue.message ?? '')?.[1];
  return received === undefined || received === 'undefined';
}

/** Turns one zod issue into a localizable issue name and its parameters. */
function describeIssue(issue: IssueLike): { issue: ValidationIssue; params: Record<string, unknown> } {
  const p = issue.params;
  switch (issue.keyword) {
    case 'too_small':
      if (p.origin === 'string' && p.minimum === 1) return { issue: 'empty', params: {} };
      return { issue: 'tooShort', params: { min: p.minimum } };
    case 'too_big':
      return { issue: 'tooLong', params: { max: p.maximum } };
    case 'invalid_type':
      // Zod 4 keeps no input on the issue; what it received is in `params.received` or the message.
      return { issue: receivedNothing(issue) ? 'required' : 'type', params: {} };
    case 'invalid_format':
      if (p.format === 'email') return { issue: 'email', params: {} };
      if (p.format === 'url') return { issue: 'url', params: {} };
      return { issue: 'format', params: {} };
    case 'invalid_value':
      return { issue: 'oneOf', params: { values: Array.isArray(p.values) ? p.values.join(', ') : '' } };
    default:
      return { issue: 'invalid', params: {} };
  }
}

const isIssue = (v: unknown): v is ValidationIssue =>
  typeof v === 'string' && (VALIDATION_ISSUES as readonly string[]).includes(v);

export function localeOf(req: FastifyRequest): Locale {
  return pickLocale(req.headers['accept-language']);
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, unknown> = {},
): FastifyReply {
  const body: ErrorBody = { code, message: errorMessage(code, localeOf(req), params), params };
  return reply.status(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

/** One handler maps every failure to `{ code, message, params }` with the catalogue's status. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) void reply.header(k, v);
      const params = { ...err.params };
      // A service names a validation issue by its `reason`; its text is chosen here, in the caller's language.
      if (err.code === 'VALIDATION_FAILED' && isIssue(params.reason)) {
        params.issue = validationIssueText(params.reason, localeOf(req), params);
      }
      return sendError(req, reply, err.code, params);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0] as unknown as IssueLike;
      const where = (err.validationContext ?? 'body') as string;
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
      const { issue, params } = describeIssue(first);
      const locale = localeOf(req);
      return sendError(req, reply, 'VALIDATION_FAILED', {
        field,
        in: where,
        reason: issue,
        issue: validationIssueText(issue, locale, params),
        ...params,
      });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        // The route's own limit when it declares one (the 2 MB spreadsheet uploads), else the server's.
        return sendError(req, reply, 'PAYLOAD_TOO_LARGE', { limitBytes: req.routeOptions.bodyLimit });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return sendError(req, reply, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_INVALID_JSON':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(req, reply, 'VALIDATION_FAILED', {
          field: 'body',
          reason: 'body',
          issue: validationIssueText('body', localeOf(req)),
        });
    }
    if (err.statusCode === 429) {
      return sendError(req, reply, 'TOO_MANY_REQUESTS', { retryAfter: reply.getHeader('retry-after') ?? 60 });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.warn({ err }, 'client error without a catalogue code');
      return sendError(req, reply, err.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', {
        field: 'request',
        reason: 'invalid',
        issue: validationIssueText('invalid', localeOf(req)),
      });
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 'INTERNAL');
  });
});
