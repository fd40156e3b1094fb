// A one-time code as the mail templates write it: six digits on their own ("is 482913."), never part of an order
// number ("DP1000004"), an amount ("$1,234.56") or a longer run of digits (a tracking number).
const CODE = /(?<![\w.,$])\d{6}(?!\w|[.,]\d)/;

/** The one-time code a message carries (verification, reset, sign-in), or null when it has none. */
export function messageCode(body: string): string | null {
  return CODE.exec(body)?.[0] ?? null;
}
