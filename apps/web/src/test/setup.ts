import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { Modal, notification } from 'antd';
import NProgress from 'nprogress';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadAntdProviders } from '@/lib/antd-frame';
import { i18n, provideMessages } from '@/lib/i18n';
import { isLocale, type Messages } from '@/lib/locales';
import { http } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { DEFAULT_SETTINGS, useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { useTabBarStore } from '@/stores/tab-bar-store';

// Every language's strings are at hand from the start, so that a test renders in any language at once (the
// console loads the active language's on demand).
const bundles = import.meta.glob<Messages>('../lib/messages/*.ts', { eager: true, import: 'default' });
for (const [path, messages] of Object.entries(bundles)) {
  const [, locale, part] = /\/([\w-]+)\.(start|console)\.ts$/.exec(path) ?? [];
  if (isLocale(locale) && (part === 'start' || part === 'console')) provideMessages(locale, part, messages);
}

// Whole-app tests load lazy pages (antd's Table among them) on first use; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const realAdapter = http.defaults.adapter;

// The test page lacks these; antd's responsive components and the scroll-to-top reset call them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// The signed-in layout opens the live updates' stream (GET /api/events) with fetch(), which the test page would send
// to a real localhost: here it stays open and silent until aborted. A test of the stream stubs fetch itself. (The
// files of a worker share one page: the first file's setup puts it in place.)
const SILENT_EVENTS = Symbol.for('dropport.test.silentEvents');
if (!(SILENT_EVENTS in globalThis.fetch)) {
  const pageFetch = globalThis.fetch;
  const silentEvents = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/\/api\/events(?:\?|$)/.test(url)) return pageFetch(input, init);
    return new Promise<Response>((_resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) reject(new DOMException('Aborted', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    });
  };
  globalThis.fetch = Object.assign(silentEvents, { [SILENT_EVENTS]: true }) as typeof fetch;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// React runs scheduled work on a later macrotask; it must finish while this file's DOM still exists, or it
// throws "window is not defined" into whichever test file the worker runs next.
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

// The navigation bar's fade-out runs on timers that would outlive the file's DOM ("document is not defined"):
// in tests it finishes at once, and never trickles.
beforeAll(async () => {
  NProgress.configure({ speed: 0, trickle: false });
  // A read that fails on the server's side is tried again as in the console, but at once: the console's back-off
  // (a second, then two) only made a failure test wait, on a busy machine past its wait for the failure's text.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  // What every console page loads with its own code (antd's providers, the signed-in frame), loaded before the
  // file's first test, as the app shell's static imports once were: on a busy machine, loading it inside that
  // test's first wait could take longer than the wait.
  await Promise.all([loadAntdProviders(), import('@/app/layout/app-layout')]);
});

afterEach(async () => {
  cleanup();
  // Toasts and dialogs opened outside a rendered tree (the http client's fallbacks) outlive cleanup().
  await act(async () => {
    notification.destroy();
    Modal.destroyAll();
  });
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  useSessionStore.setState({ user: null, adminView: true });
  useAppStore.setState({ ...DEFAULT_SETTINGS });
  useTabBarStore.getState().reset();
  document.body.style.filter = '';
  http.defaults.adapter = realAdapter;
  await act(async () => {
    await i18n.changeLanguage('en-US');
  });
  await settle();
});

afterAll(async () => {
  NProgress.done(true);
  await settle();
  await new Promise<void>((resolve) => setTimeout(resolve, 20));
});
