import type { FastifyInstance, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { FAILURES, cardOutcome, cardProblem } from './cards.js';
import { escapeHtml, renderCheckout, renderNotFound } from './checkout-page.js';
import type { Payment, PaymentStore } from './payments.js';

/** The payer's pages: the hosted card form and what happens when it is sent. */
export async function checkoutRoutes(app: FastifyInstance, { store }: { store: PaymentStore }): Promise<void> {
  await app.register(formbody);

  function page(reply: FastifyReply, status: number, p: Payment, extra: { error?: string; typed?: Record<string, string> } = {}) {
    const now = store.statusOf(p);
    const returnOrigin = new URL(p.returnUrl).origin;
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        // The form posts here and the success redirect goes to the shop: form-action covers both.
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        renderCheckout({
          paymentId: p.id,
          merchant: store.merchants.get(p.merchantId)?.name ?? p.merchantId,
          orderNo: p.orderNo,
          description: p.description,
          amount: p.amount,
          currency: p.currency,
          expiresAt: p.expiresAt,
          returnUrl: p.returnUrl,
          state: now === 'pending' ? 'payable' : now,
          error: extra.error,
          typed: extra.typed
            ? { number: extra.typed.number ?? '', expiry: extra.typed.expiry ?? '', name: extra.typed.name ?? '' }
            : undefined,
        }),
      );
  }

  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderNotFound());

  app.get<{ Params: { id: string } }>('/checkout/:id', async (req, reply) => {
    const p = store.get(req.params.id);
    if (!p) return notFound(reply);
    return page(reply, 200, p);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/checkout/:id', async (req, reply) => {
    const p = store.get(req.params.id);
    if (!p) return notFound(reply);
    const status = store.statusOf(p);
    if (status === 'paid') return page(reply, 409, p);
    if (status === 'expired') return page(reply, 410, p);
    const field = (k: string) => {
      const v = req.body?.[k];
      return typeof v === 'string' ? v.slice(0, 100) : '';
    };
    const card = { number: field('card_number'), expiry: field('expiry'), cvc: field('cvc'), name: field('name') };
    const typed = { number: card.number, expiry: card.expiry, name: card.name };
    const problem = cardProblem(card);
    if (problem) return page(reply, 422, p, { error: problem, typed });
    const outcome = cardOutcome(card.number);
    p.cardLast4 = card.number.replace(/[\s-]/g, '').slice(-4);
    if (outcome !== 'success') {
      p.failure = FAILURES[outcome];
      store.notify(p, 'payment.failed');
      return page(reply, 402, p, { error: `${p.failure.message} Try another card.`, typed });
    }
    // No await between the status check above and this write: two posts of the form cannot both pay.
    p.paidAt = Date.now();
    p.failure = null;
    store.notify(p, 'payment.succeeded');
    const back = new URL(p.returnUrl);
    back.searchParams.set('merchant_order_no', p.orderNo);
    return reply
      .status(303)
      .header('location', back.toString())
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><p>Paid. <a href="${escapeHtml(back.toString())}">Return to the shop</a></p>`);
  });
}
