// Debian's Chromium (apt-get install -y chromium; Playwright's own browser download is not reachable here) and the
// flags it runs with on these machines, for the browser journeys and the scripts that measure the built console.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // One renderer process per tab rather than per site: the console and its demo partners all run on localhost, and
  // the extra processes cost a journey about a tenth of its CPU on a 2-core machine.
  '--disable-site-isolation-trials',
  '--disable-features=site-per-process,IsolateOrigins',
];
