export * from './sandbox-gateway.js';
export { TEST_CARDS, luhn, type CardOutcome } from './cards.js';
export { SANDBOX_HEADERS, bodySigningText, hmacHex, requestSigningText, unixNow } from './signing.js';
