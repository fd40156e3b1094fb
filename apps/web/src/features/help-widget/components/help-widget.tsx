import { CustomerServiceOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FloatButton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { recentTicketsQueryOptions, supportKeys, supportUnreadQueryOptions } from '@/features/support';
import { registerSupportWidget } from '@/lib/support-widget';
import { useAppStore } from '@/stores/app-store';
import { useViewRole } from '@/stores/session-store';
import { EMPTY_DRAFT, RECENT_LIMIT, type Draft } from './help-state';

// The drawer (the ticket list, the thread, the forms) loads when the seller first asks for help.
const HelpDrawer = lazy(() => import('./help-drawer'));

/** How far the button stands from the window's bottom right corner. */
const INSET = { desktop: 24, mobile: 16 };
const BUTTON_SIZE = 40;

/**
 * The room a page leaves under its last part while the button is shown, so that scrolled to the end nothing stays
 * under the button (the footer, when shown, is that room already).
 */
export function helpButtonClearance(mobile: boolean): number {
  return (mobile ? INSET.mobile : INSET.desktop) + BUTTON_SIZE + 8;
}

/** Whether the help button is on the page: a seller's console (the seller's view), never the admin's pages. */
export function useHelpWidgetShown(): boolean {
  const role = useViewRole();
  const { pathname } = useLocation();
  return role === 'user' && pathname !== '/admin' && !pathname.startsWith('/admin/');
}

/**
 * The seller's help button, at the bottom right of every console page (never in the admin's view): the count of
 * tickets with an unread support reply on it, and a drawer with a quick message to support, the latest tickets and
 * their threads. It is the console's support widget (`lib/support-widget`): signing out empties it.
 */
export function HelpWidget() {
  return useHelpWidgetShown() ? <SellerHelpWidget /> : null;
}

function SellerHelpWidget() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const unread = useQuery({ ...supportUnreadQueryOptions(), select: (d) => d.count, refetchOnWindowFocus: true }).data ?? 0;
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted, so that it closes with its animation.
  const [shown, setShown] = useState(false);
  const [ticketId, setTicketId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  /** The threads opened here, whose cached copies signing out removes. */
  const threads = useRef(new Set<string>());
  /** The user the console identified; kept for nothing else yet. */
  const userId = useRef<string | null>(null);

  useEffect(() => {
    registerSupportWidget({
      identify: (user) => {
        userId.current = user.id;
      },
      clearUser: () => {
        userId.current = null;
        // The drawer goes at once, with its queries' observers, so that nothing asks for the removed answers again.
        setShown(false);
        setOpen(false);
        setTicketId(null);
        setDraft(EMPTY_DRAFT);
        qc.removeQueries({ queryKey: recentTicketsQueryOptions(RECENT_LIMIT).queryKey });
        qc.removeQueries({ queryKey: supportUnreadQueryOptions().queryKey });
        for (const id of threads.current) qc.removeQueries({ queryKey: supportKeys.detail(id) });
        threads.current.clear();
      },
    });
    return () => registerSupportWidget(null);
  }, [qc]);

  const openThread = (id: string | null) => {
    if (id) threads.current.add(id);
    setTicketId(id);
  };
  const label = unread > 0 ? t('helpWidget.buttonUnread', { count: unread }) : t('helpWidget.button');
  const inset = mobile ? INSET.mobile : INSET.desktop;

  return (
    <>
      <FloatButton
        type="primary"
        icon={<CustomerServiceOutlined aria-hidden />}
        aria-label={label}
        tooltip={mobile ? undefined : { title: t('helpWidget.button'), placement: 'left' }}
        badge={{ count: unread, overflowCount: 99 }}
        onClick={() => {
          setShown(true);
          setOpen(true);
        }}
        style={{ insetInlineEnd: inset, insetBlockEnd: `calc(${inset}px + env(safe-area-inset-bottom, 0px))` }}
      />
      {shown ? (
        <Suspense fallback={null}>
          <HelpDrawer
            open={open}
            onClose={() => setOpen(false)}
            mobile={mobile}
            ticketId={ticketId}
            onOpenThread={openThread}
            draft={draft}
            onDraftChange={setDraft}
          />
        </Suspense>
      ) : null}
    </>
  );
}
