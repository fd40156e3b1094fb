import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { feedback } from './feedback';

/**
 * Asks before unsaved work is lost: a reload or a closed tab gets the browser's own question (beforeunload); leaving
 * for another page of the console (a link, the menu, Back) gets a localized confirm, and stays unless the seller
 * chooses to leave. Does nothing while `dirty` is false.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // The confirm's buttons answer the blocker of the moment it opened.
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    feedback.modal.confirm({
      title: t('common.unsaved.title'),
      content: t('common.unsaved.text'),
      okText: t('common.unsaved.leave'),
      cancelText: t('common.unsaved.stay'),
      okButtonProps: { danger: true },
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
  }, [blocker.state, t]);
}
