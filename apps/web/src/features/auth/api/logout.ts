import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { postForm } from '@/lib/http';
import { endSession } from '@/stores/session-store';

/** Ends the session on the server. */
export function logout({ userId }: { userId: string }): Promise<{ ok: true }> {
  // Signing out of a session that has already ended needs no dialog: the sign-out goes on regardless.
  return postForm<{ ok: true }>(`/v1/users/${encodeURIComponent(userId)}/logout`, {}, { silent: true, handlesSessionLoss: true });
}

/** Signs out; the browser forgets the session even when the server call fails (it may already be gone). */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Leave the signed-in pages first, or the guard would see the session end and add a `redirect` back.
      await navigate('/login', { replace: true, flushSync: true });
      endSession();
    },
  });
}
