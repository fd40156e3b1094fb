import type { ReactNode } from 'react';
import type { Role } from '@dropport/contracts';
import { useViewRole } from '@/stores/session-store';
import { canAccess } from './access';

/**
 * The permission directive: renders its children only for the given roles (`*` for any),
 * judged by the role the console is viewed in. Anything but a list of roles is a programming error.
 */
export function Permission({ roles, children }: { roles: readonly (Role | '*')[]; children: ReactNode }) {
  const role = useViewRole();
  if (!Array.isArray(roles)) throw new Error('<Permission> needs a list of roles, e.g. roles={["admin"]}');
  return canAccess({ requiresAuth: true, roles }, role) ? children : null;
}
