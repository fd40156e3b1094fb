/**
 * localStorage key of this browser's known-device tokens, one per account email. A token is no credential (the
 * password is still needed); it tells the server this browser signed in to the account before, which spares the
 * emailed code while strangers guess at the account.
 */
export const KNOWN_DEVICES_KEY = 'dropport.knownDevices';
// A shared computer may serve several accounts; beyond a few, the oldest are let go.
const MAX_ACCOUNTS = 5;

type Tokens = Record<string, string>;

const keyOf = (email: string) => email.trim().toLowerCase();

function read(): Tokens {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KNOWN_DEVICES_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    // A damaged entry only means this browser is a stranger once more.
    return {};
  }
}

/** The token this browser keeps for the account, if it signed in to it before. */
export function deviceTokenFor(email: string): string | undefined {
  return read()[keyOf(email)];
}

/** Keeps the token the server gave at sign-in (it replaces the one sent, which stops working). */
export function keepDeviceToken(email: string, token: string): void {
  const { [keyOf(email)]: _replaced, ...others } = read();
  const kept = Object.entries(others).slice(-(MAX_ACCOUNTS - 1));
  localStorage.setItem(KNOWN_DEVICES_KEY, JSON.stringify(Object.fromEntries([...kept, [keyOf(email), token]])));
}
