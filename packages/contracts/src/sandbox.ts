/**
 * What the app and its local demo partners (the sandbox card gateway and the Shopify stand-in, each its own
 * workspace under dev/) agree on without importing each other: the published demo credentials both sides default
 * to, and the sandbox checkout's documented test cards. A production deployment replaces the credentials (the
 * server refuses to start in production with them).
 */

/** The sandbox gateway's merchant secret for the local demo. */
export const DEV_GATEWAY_SECRET = 'sandbox-secret-for-local-demo-only';
/** The Shopify app key and secret the stand-in registers for Dropport in the local demo. */
export const DEV_SHOPIFY_API_KEY = 'dropport-standin-app';
export const DEV_SHOPIFY_API_SECRET = 'standin-app-secret-for-local-demo-only';

/** The documented test cards of the sandbox's hosted checkout. Any other well-formed number is declined. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
] as const;
