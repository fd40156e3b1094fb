import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TeamAccounts,
  TeamActivityList,
  TeamInviteBody,
  TeamInvitePreview,
  TeamList,
  TeamMember,
  TeamRoleBody,
} from '@dropport/contracts';
import { del, get, postJson, putJson } from '@/lib/http';

/** Query keys of the team feature; the account a list belongs to is part of each key. */
export const teamKeys = {
  all: ['team'] as const,
  members: (accountId: string) => [...teamKeys.all, 'members', accountId] as const,
  activity: (accountId: string) => [...teamKeys.all, 'activity', accountId] as const,
  accounts: (personId: string) => [...teamKeys.all, 'accounts', personId] as const,
};

export function useTeam(accountId: string) {
  return useQuery({ queryKey: teamKeys.members(accountId), queryFn: () => get<TeamList>('/api/team') });
}

export function useTeamActivity(accountId: string) {
  return useQuery({ queryKey: teamKeys.activity(accountId), queryFn: () => get<TeamActivityList>('/api/team/activity') });
}

/** A change to the team answers the new list; the activity moves with it. */
function useTeamChange<V>(accountId: string, send: (v: V) => Promise<TeamList | TeamMember>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if ('items' in answer) qc.setQueryData(teamKeys.members(accountId), answer);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInvite = (accountId: string) =>
  useTeamChange(accountId, (body: TeamInviteBody) => postJson<TeamMember>('/api/team/invitations', body, { silent: true }));

export const useChangeRole = (accountId: string) =>
  useTeamChange(accountId, ({ id, body }: { id: string; body: TeamRoleBody }) =>
    putJson<TeamList>(`/api/team/members/${encodeURIComponent(id)}`, body, { silent: true }),
  );

export const useRemoveMember = (accountId: string) =>
  useTeamChange(accountId, (id: string) => del<TeamList>(`/api/team/members/${encodeURIComponent(id)}`));

/** The accounts the signed-in person can act for: their own, then their teams. */
export function accountsQueryOptions(personId: string) {
  return queryOptions({ queryKey: teamKeys.accounts(personId), queryFn: () => get<TeamAccounts>('/api/team/accounts') });
}

export const switchAccount = (accountId: string) => postJson<TeamAccounts>('/api/team/switch', { accountId });

export const previewInvitation = (token: string) =>
  postJson<TeamInvitePreview>('/api/team/invitations/preview', { token }, { silent: true });

export const acceptInvitation = (token: string) =>
  postJson<TeamAccounts>('/api/team/invitations/accept', { token }, { silent: true });
