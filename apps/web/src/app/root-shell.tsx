import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import type { AppRoute } from '@/lib/access';
import { AntdFrame } from '@/lib/antd-frame';
import { Guard, useCurrentRoute } from './guard';
import { PageSpinner } from './page-spinner';
import { usePreloadConsole } from './preload-console';

// The navigation progress indicator. nprogress 0.2 reads trickleRate, which its types omit.
NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: true, ...{ trickleRate: 0.02 } });

/** Progress bar while a page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  return null;
}

/** The view starts at the top of each new page. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The tab shows the page's title from the route table, in the UI's language. */
function DocumentTitle() {
  const { t } = useTranslation();
  const locale = useCurrentRoute()?.meta.locale;
  const app = t('app.name');
  const title = locale ? `${t(locale)} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

export function RootShell({ table }: { table: readonly AppRoute[] }) {
  usePreloadConsole();
  const light = useCurrentRoute()?.meta.light ?? false;
  const page = (
    <Guard table={table}>
      <Outlet />
    </Guard>
  );
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <DocumentTitle />
      {light ? page : <AntdFrame fallback={<PageSpinner fullScreen />}>{page}</AntdFrame>}
    </>
  );
}
