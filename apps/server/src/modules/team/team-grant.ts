import type { Permission } from '@dropport/contracts';

/** A membership's role as stored: its permissions and the linked stores it is limited to, each as JSON (null: all stores). */
export interface StoredGrant {
  permissions: string | null;
  store_ids: string | null;
}

/** The one decoder of a stored membership's permissions and stores, for the session, the team pages and the audit log. */
export function grantOf(r: StoredGrant): { permissions: Permission[]; storeIds: string[] | null } {
  return {
    permissions: r.permissions === null ? [] : (JSON.parse(r.permissions) as Permission[]),
    storeIds: r.store_ids === null ? null : (JSON.parse(r.store_ids) as string[]),
  };
}
