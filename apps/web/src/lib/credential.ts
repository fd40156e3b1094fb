/** What the console keeps after sign-in: the user id and the session token, never the password. */
export interface Credential {
  userId: string;
  token: string;
}

/** Storage key of the credential. */
export const CREDENTIAL_STORAGE_KEY = 'dropport.credential';

/** The console's public default credential, sent before sign-in. */
export const PUBLIC_CLIENT = import.meta.env.VITE_PUBLIC_CLIENT ?? 'dropport-console:public';

function parse(raw: string | null): Credential | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'userId' in value && 'token' in value) {
      const { userId, token } = value;
      if (typeof userId === 'string' && typeof token === 'string' && userId && token) return { userId, token };
    }
  } catch {
    // A damaged entry counts as signed out.
  }
  return null;
}

/** The stored credential: localStorage when "remember" was ticked, sessionStorage otherwise. */
export function readCredential(): Credential | null {
  return parse(localStorage.getItem(CREDENTIAL_STORAGE_KEY)) ?? parse(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY));
}

/** Keeps the credential across browser restarts only when the user asked to be remembered. */
export function saveCredential(credential: Credential, remember: boolean): void {
  const [keep, drop] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  drop.removeItem(CREDENTIAL_STORAGE_KEY);
  keep.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify(credential));
}

export function clearCredential(): void {
  localStorage.removeItem(CREDENTIAL_STORAGE_KEY);
  sessionStorage.removeItem(CREDENTIAL_STORAGE_KEY);
}

/** `Basic base64(userId:token)` after sign-in, the public client credential before. */
export function authorizationHeader(credential: Credential | null = readCredential()): string {
  const pair = credential ? `${credential.userId}:${credential.token}` : PUBLIC_CLIENT;
  return `Basic ${btoa(pair)}`;
}
