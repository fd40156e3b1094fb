import { TEST_CARDS } from './cards.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Where "Cancel and return" leads: the merchant's return address, saying the payer cancelled (`result=cancelled`). */
export function cancelUrl(returnUrl: string): string {
  const back = new URL(returnUrl);
  back.searchParams.set('result', 'cancelled');
  return back.toString();
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

export interface PageInput {
  paymentId: string;
  merchant: string;
  orderNo: string;
  description: string;
  amount: number;
  currency: string;
  expiresAt: number;
  returnUrl: string;
  state: 'payable' | 'paid' | 'expired';
  /** A decline or a form problem, shown above the form. */
  error?: string | undefined;
  /** What the seller typed, kept on a re-render (never the CVC). */
  typed?: { number: string; expiry: string; name: string } | undefined;
}

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1f2937}
main{max-width:460px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(15,23,42,.08);padding:24px 28px}
.brand{display:flex;justify-content:space-between;align-items:center;font-weight:600;color:#4f46e5}
.badge{font-size:12px;background:#fef3c7;color:#92400e;border-radius:6px;padding:2px 8px}
h1{font-size:30px;margin:12px 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:8px 0 18px;color:#4b5563;font-size:14px}
dt{font-weight:600}dd{margin:0;word-break:break-all}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer}
.error{background:#fee2e2;color:#991b1b;border-radius:8px;padding:10px 12px;margin:12px 0}
.notice{background:#e0f2fe;color:#075985;border-radius:8px;padding:10px 12px;margin:12px 0}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:8px}
td,th{text-align:left;padding:4px 6px;border-bottom:1px solid #e5e7eb}
code{font-family:ui-monospace,Menlo,monospace}
.muted{color:#6b7280;font-size:13px}
a{color:#4f46e5}
`;

const OUTCOME_TEXT: Record<(typeof TEST_CARDS)[number]['outcome'], string> = {
  success: 'Payment succeeds',
  declined: 'Declined',
  insufficient_funds: 'Insufficient funds',
};

/** The hosted checkout page: what is paid, to whom, the card form (while payable) and the documented test cards. */
export function renderCheckout(p: PageInput): string {
  const e = escapeHtml;
  const amount = formatMoney(p.amount, p.currency);
  const typed = p.typed ?? { number: '', expiry: '', name: '' };
  let body: string;
  if (p.state === 'paid') {
    body = `<div class="notice" role="status">This payment has already been paid. No card is taken again.</div>
      <p><a href="${e(p.returnUrl)}">Return to ${e(p.merchant)}</a></p>`;
  } else if (p.state === 'expired') {
    body = `<div class="error" role="alert">This payment has expired and can no longer be paid. Start a new one from ${e(p.merchant)}.</div>
      <p><a href="${e(p.returnUrl)}">Return to ${e(p.merchant)}</a></p>`;
  } else {
    body = `${p.error ? `<div class="error" role="alert">${e(p.error)}</div>` : ''}
      <form method="post" action="/checkout/${e(p.paymentId)}" autocomplete="off" novalidate>
        <label for="card_number">Card number</label>
        <input id="card_number" name="card_number" inputmode="numeric" placeholder="4242 4242 4242 4242" value="${e(typed.number)}" required>
        <div class="row">
          <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" value="${e(typed.expiry)}" required></div>
          <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required></div>
        </div>
        <label for="name">Name on card</label>
        <input id="name" name="name" placeholder="Jane Seller" value="${e(typed.name)}" required>
        <button type="submit">Pay ${e(amount)}</button>
      </form>
      <p class="muted">Payable until ${e(new Date(p.expiresAt).toUTCString())}. <a href="${e(cancelUrl(p.returnUrl))}">Cancel and return to ${e(p.merchant)}</a></p>`;
  }
  const cards = TEST_CARDS.map((c) => `<tr><td><code>${c.number}</code></td><td>${OUTCOME_TEXT[c.outcome]}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${e(amount)} to ${e(p.merchant)} · Sandbox Pay</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <div class="card">
    <div class="brand"><span>Sandbox Pay</span><span class="badge">TEST MODE</span></div>
    <h1>${e(amount)}</h1>
    <dl>
      <dt>Merchant</dt><dd>${e(p.merchant)}</dd>
      <dt>Order no.</dt><dd>${e(p.orderNo)}</dd>
      ${p.description ? `<dt>For</dt><dd>${e(p.description)}</dd>` : ''}
    </dl>
    ${body}
  </div>
  <div class="card" style="margin-top:16px">
    <strong>Test cards</strong>
    <p class="muted">No real money moves here. Use any future expiry date, any 3-digit CVC and any name. Any other valid card number is declined.</p>
    <table><thead><tr><th>Card number</th><th>Result</th></tr></thead><tbody>${cards}</tbody></table>
  </div>
</main>
</body>
</html>`;
}

/** A page for a payment id the gateway does not know. */
export function renderNotFound(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found · Sandbox Pay</title><style>${STYLE}</style></head>
<body><main><div class="card"><div class="brand"><span>Sandbox Pay</span><span class="badge">TEST MODE</span></div>
<div class="error" role="alert">There is no such payment. Check the link, or start the payment again from the shop.</div></div></main></body></html>`;
}
