import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayError, PaymentCreate, type PaymentStore, type SandboxMerchant } from './payments.js';
import { SANDBOX_HEADERS, bodySigningText, freshTimestamp, hmacHex, requestSigningText, sameHex, unixNow } from './signing.js';

/** The merchants' server-to-server API (`/v1`): signed requests in, signed answers out. */
export async function apiRoutes(app: FastifyInstance, { store }: { store: PaymentStore }): Promise<void> {
  // JSON bodies are kept as the raw string: the signature covers the exact bytes.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const merchantOf = new WeakMap<FastifyRequest, SandboxMerchant>();

  /** Checks the merchant's signature on a request. */
  async function authenticate(req: FastifyRequest) {
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const merchant = store.merchants.get(header(SANDBOX_HEADERS.merchant) ?? '');
    const timestamp = header(SANDBOX_HEADERS.timestamp);
    const signature = header(SANDBOX_HEADERS.signature) ?? '';
    if (!merchant || timestamp === undefined || !freshTimestamp(timestamp, Date.now())) {
      throw new GatewayError(401, 'unauthorized', 'Unknown merchant or missing, stale timestamp.');
    }
    const raw = typeof req.body === 'string' ? req.body : '';
    const expected = hmacHex(merchant.secret, requestSigningText(timestamp, req.method, req.url, raw));
    if (!sameHex(signature, expected)) throw new GatewayError(401, 'unauthorized', 'The signature does not match.');
    merchantOf.set(req, merchant);
  }

  // Every answer to a known merchant is signed, so a status query can be trusted.
  app.addHook('onSend', async (req, reply, payload) => {
    const merchant = merchantOf.get(req);
    if (merchant && typeof payload === 'string') {
      const timestamp = unixNow();
      void reply.header(SANDBOX_HEADERS.timestamp, timestamp);
      void reply.header(SANDBOX_HEADERS.signature, hmacHex(merchant.secret, bodySigningText(timestamp, payload)));
    }
    return payload;
  });

  app.post('/v1/payments', { preHandler: authenticate }, async (req, reply) => {
    let json: unknown;
    try {
      json = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      throw new GatewayError(400, 'invalid_request', 'The body must be JSON.');
    }
    const parsed = PaymentCreate.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new GatewayError(400, 'invalid_request', `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const { payment, created } = store.create(merchantOf.get(req)?.id ?? '', parsed.data);
    return reply.status(created ? 201 : 200).send(store.view(payment));
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { preHandler: authenticate }, async (req) => {
    const p = store.get(req.params.id);
    if (!p || p.merchantId !== merchantOf.get(req)?.id) throw new GatewayError(404, 'not_found', 'No such payment.');
    return store.view(p);
  });
}
