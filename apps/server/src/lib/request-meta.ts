import type { FastifyRequest } from 'fastify';
import { pickLocale } from '@dropport/contracts';
import type { RequestMeta } from '../modules/users/users.service.js';

export const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  requestId: req.id,
  userAgent: req.headers['user-agent'] ?? '',
  locale: pickLocale(req.headers['accept-language']),
});
