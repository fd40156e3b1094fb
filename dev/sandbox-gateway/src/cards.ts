import { SANDBOX_TEST_CARDS } from '@dropport/contracts/sandbox';

export const TEST_CARDS = SANDBOX_TEST_CARDS;

export type CardOutcome = (typeof TEST_CARDS)[number]['outcome'];

export const FAILURES = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
} as const;

/** The Luhn check digit test every real card number passes. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Why a typed card cannot even be tried (shown next to the form), or null when it is well-formed. */
export function cardProblem(card: CardInput, now = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'The card number is not valid.';
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'The card has expired.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'The security code (CVC) has 3 or 4 digits.';
  if (card.name.trim().length < 2) return 'Enter the name on the card.';
  return null;
}

/** What the sandbox's card processor answers for a well-formed card. */
export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  return TEST_CARDS.find((c) => c.number.replace(/\s/g, '') === digits)?.outcome ?? 'declined';
}
