import type { LoginResponse } from '@dropport/contracts';
import { saveCredential } from '@/lib/credential';
import { currentLocale } from '@/lib/i18n';
import { adoptSellerLanguage, switchSellerLanguage } from '@/lib/user-setting';
import { useSessionStore } from '@/stores/session-store';
import { keepDeviceToken } from './known-device';

/** localStorage key of the remembered sign-in email; the password is never stored. */
export const REMEMBERED_EMAIL_KEY = 'dropport.rememberedEmail';

/**
 * Keeps the credential (in localStorage only when remembered) and the user's info after sign-in or sign-up, and
 * the browser's new known-device token whether remembered or not: it is no credential. A seller has one language:
 * signing in takes the one stored in their setting; a new account keeps the one it was created in.
 */
export function startSession(response: LoginResponse, remember: boolean, how: 'signIn' | 'signUp' = 'signIn'): void {
  const { session, device, ...user } = response;
  saveCredential({ userId: user.id, token: session.token }, remember);
  if (device) keepDeviceToken(user.email, device);
  useSessionStore.getState().setUser(user);
  if (how === 'signIn') void adoptSellerLanguage(user.id);
  else switchSellerLanguage(user.id, currentLocale()).catch(() => undefined);
}

export function readRememberedEmail(): string {
  return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
}

export function rememberEmail(email: string | null): void {
  if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
  else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
}

/** A `redirect` query value is followed only to a page of this console. */
export function safeRedirect(target: string | null, fallback = '/dashboard/workplace'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target === '/login' || target.startsWith('/login?')) return fallback;
  return target;
}
