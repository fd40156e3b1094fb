/**
 * Leaves the console for the gateway's hosted checkout (another origin, so a full page load, never the router).
 * An object, so tests can watch the hand-over without the test DOM trying to navigate.
 */
export const gateway = {
  open(url: string): void {
    window.location.assign(url);
  },
};
