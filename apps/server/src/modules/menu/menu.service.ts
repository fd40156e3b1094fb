import {
  defaultMenuLayout,
  menuFromLayout,
  menuLayoutProblem,
  type MenuLayout,
  type MenuLayoutEntry,
  type MenuLayoutUpdate,
  type MenuNode,
  type Role,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { fail } from '../../lib/app-error.js';
import { isoOrNull } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { recordAudit, type AuditSource } from '../audit/audit-log.js';
import * as repo from './menu.repo.js';

/** The layout in force: the one admins saved, else the default. */
async function current(db: Db): Promise<MenuLayout> {
  const row = await repo.find(db);
  if (!row) return { entries: defaultMenuLayout(), isDefault: true, updatedAt: null, updatedBy: null };
  return {
    entries: JSON.parse(row.entries) as MenuLayoutEntry[],
    isDefault: false,
    updatedAt: isoOrNull(Number(row.updated_at)),
    updatedBy: row.updated_by_email,
  };
}

/** GET /api/admin/menu. */
export const layout = (ctx: Ctx): Promise<MenuLayout> => current(ctx.db);

/** POST /api/user/menu: the menu as the caller's role sees it under the layout in force. */
export async function menuFor(ctx: Ctx, role: Role): Promise<MenuNode[]> {
  return menuFromLayout((await current(ctx.db)).entries, role);
}

/**
 * PUT /api/admin/menu: keeps a whole layout (checked against the console's menu: every entry once in its own group,
 * shown only to roles it may be, the editor kept for admins), on the audit log with the layout before and after.
 */
export async function save(ctx: Ctx, caller: Principal, body: MenuLayoutUpdate, source: AuditSource): Promise<MenuLayout> {
  const entries = body.entries.map((e) => ({
    name: e.name,
    roles: [...new Set(e.roles)],
    ...(e.children ? { children: e.children.map((c) => ({ name: c.name, roles: [...new Set(c.roles)] })) } : {}),
  }));
  const problem = menuLayoutProblem(entries);
  if (problem) fail(problem.code, problem.params);
  await inTransaction(ctx.db, async (trx) => {
    const before = await current(trx);
    const now = ctx.now();
    await repo.save(trx, JSON.stringify(entries), caller.personId, now);
    await recordAudit(
      trx,
      {
        actorId: caller.personId,
        accountId: null,
        action: 'menu.update',
        before: before.entries,
        after: { entries, ...(body.reason ? { reason: body.reason } : {}) },
        source,
      },
      now,
    );
  });
  return current(ctx.db);
}

/** DELETE /api/admin/menu: back to the default menu, on the audit log. */
export async function reset(ctx: Ctx, caller: Principal, source: AuditSource): Promise<MenuLayout> {
  await inTransaction(ctx.db, async (trx) => {
    const before = await current(trx);
    if (before.isDefault) return;
    const now = ctx.now();
    await repo.remove(trx);
    await recordAudit(
      trx,
      { actorId: caller.personId, accountId: null, action: 'menu.reset', before: before.entries, source },
      now,
    );
  });
  return current(ctx.db);
}
