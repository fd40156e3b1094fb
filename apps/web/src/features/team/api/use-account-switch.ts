import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamAccount } from '@dropport/contracts';
import { errorText } from '@/lib/error-text';
import { feedback } from '@/lib/feedback';
import { useSessionStore } from '@/stores/session-store';
import { useEnterAccount } from './enter-account';
import { accountsQueryOptions, switchAccount } from './team';

/**
 * The accounts the signed-in person can act for (read once the user menu has opened), and switching to one: the
 * session then acts for it, and the console opens its Workplace afresh.
 */
export function useAccountSwitch(opened: boolean): {
  accounts: TeamAccount[];
  switching: boolean;
  switchTo: (accountId: string) => void;
} {
  const personId = useSessionStore((s) => s.user?.id ?? '');
  const accounts = useQuery({ ...accountsQueryOptions(personId), enabled: opened && personId !== '' });
  const enterAccount = useEnterAccount();
  const [switching, setSwitching] = useState(false);
  const switchTo = (accountId: string) => {
    if (switching) return;
    setSwitching(true);
    switchAccount(accountId)
      .then(() => enterAccount())
      .catch((e: unknown) => feedback.message.error(errorText(e)))
      .finally(() => setSwitching(false));
  };
  return { accounts: accounts.data?.items ?? [], switching, switchTo };
}
