import { lazy, Suspense, useEffect } from 'react';
import { create } from 'zustand';
import { clearCredential } from './credential';

let onSessionLost = () => {
  clearCredential();
  window.location.reload();
};

/** What the forced-logout dialog's OK does; the app clears its session state and goes to sign-in. */
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

/** The forced-logout dialog's OK. */
export function sessionLost(): void {
  onSessionLost();
}

/** Whether the console's own forced-logout dialog is open; it is mounted once in the console's antd frame. */
export const useForcedLogout = create<{ open: boolean }>(() => ({ open: false }));

let mountedDialogs = 0;
let staticOpen = false;

/** Counts the mounted forced-logout dialogs; answers the unmount. */
export function registerForcedLogoutDialog(): () => void {
  mountedDialogs += 1;
  return () => {
    mountedDialogs -= 1;
  };
}

/**
 * Opens the forced-logout dialog. Several calls fail at once when a session ends, and the user
 * sees one dialog: opening it again while it is open does nothing.
 */
export function showForcedLogout(): void {
  if (mountedDialogs > 0) {
    useForcedLogout.setState({ open: true });
    return;
  }
  // Before the console has mounted its dialog (or on the sign-in page, which loads no antd), antd's static one
  // stands in; its code loads now.
  if (staticOpen) return;
  staticOpen = true;
  void import('./forced-logout-dialog').then(
    ({ openStaticForcedLogout }) =>
      openStaticForcedLogout(() => {
        staticOpen = false;
      }),
    () => {
      staticOpen = false;
    },
  );
}

// antd's Modal loads when a session is first lost, not with every page.
const ForcedLogoutModal = lazy(() => import('./forced-logout-dialog').then((m) => ({ default: m.ForcedLogoutModal })));

/** The console's forced-logout dialog, mounted once in antd's providers; its code loads when it first opens. */
export function ForcedLogoutDialog() {
  const open = useForcedLogout((s) => s.open);
  useEffect(() => registerForcedLogoutDialog(), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ForcedLogoutModal open />
    </Suspense>
  );
}
