import { endSession } from '@/stores/session-store';
import { loginPath } from './guard';

/**
 * The forced-logout dialog's OK: forget the session and load the console afresh at sign-in, with
 * the page the seller was on as the way back. A full load, not a client-side navigation, so that nothing of the
 * ended session (queries under way, pages' state) survives.
 */
export function leaveForLogin(go: (url: string) => void = (url) => window.location.assign(url)): void {
  const here = window.location;
  endSession();
  go(here.pathname.startsWith('/login') ? here.pathname + here.search : loginPath(here));
}
