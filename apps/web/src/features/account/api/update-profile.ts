import { useMutation } from '@tanstack/react-query';
import type { User } from '@dropport/contracts';
import { postForm } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';
import { userPath } from './keys';

export interface ProfileValues {
  username: string;
  avatar: string;
  job: string;
  jobName: string;
  organization: string;
  organizationName: string;
  location: string;
  locationName: string;
  introduction: string;
  personalWebsite: string;
  phone: string;
}

/** Saves the profile (the seed's call, form-encoded); an empty field clears it. */
export function updateProfile(userId: string, values: ProfileValues): Promise<User> {
  return postForm<User>(`${userPath(userId)}/profile`, { ...values }, { silent: true });
}

/** Saves the profile and shows it at once everywhere the user appears (navbar, avatar). */
export function useUpdateProfile(userId: string) {
  return useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(userId, values),
    onSuccess: (user) => useSessionStore.getState().patchUser(user),
  });
}
