import { REFERRAL_DEFAULTS, ReferralSettings, type ReferralSettingsView } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/time.js';
import * as repo from './referral.repo.js';

const toSettings = (r: repo.SettingsRow): ReferralSettings => ({
  rateBp: r.rate_bp,
  windowDays: r.window_days,
  holdDays: r.hold_days,
  minPayoutCents: r.min_payout_cents,
  payoutFeeCents: r.payout_fee_cents,
  maxOpenPayouts: r.max_open_payouts,
});

/** The programme's rules: as an admin last saved them, else the defaults. */
export async function readSettings(db: Db): Promise<ReferralSettings> {
  const row = await repo.settingsRow(db);
  return row ? toSettings(row) : REFERRAL_DEFAULTS;
}

const CHANGES_SHOWN = 20;

export async function settingsView(ctx: Ctx, db: Db = ctx.db): Promise<ReferralSettingsView> {
  const row = await repo.settingsRow(db);
  const changes = await repo.settingsChanges(db, CHANGES_SHOWN);
  return {
    settings: row ? toSettings(row) : REFERRAL_DEFAULTS,
    updatedAt: row ? iso(row.updated_at) : null,
    changes: changes.map((c) => ({
      id: c.id,
      actorEmail: c.actor_email,
      before: ReferralSettings.parse(JSON.parse(c.before)),
      after: ReferralSettings.parse(JSON.parse(c.after)),
      changedAt: iso(c.created_at),
    })),
  };
}

/**
 * An admin saves the rules; the change is recorded with the rules before and after. New commissions follow them;
 * each commission keeps the rate and hold it was earned under.
 */
export async function saveSettings(ctx: Ctx, actorId: string, next: ReferralSettings): Promise<ReferralSettingsView> {
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const before = await readSettings(trx);
    await repo.saveSettings(trx, {
      id: 1,
      rate_bp: next.rateBp,
      window_days: next.windowDays,
      hold_days: next.holdDays,
      min_payout_cents: next.minPayoutCents,
      payout_fee_cents: next.payoutFeeCents,
      max_open_payouts: next.maxOpenPayouts,
      updated_by: actorId,
      updated_at: now,
    });
    await repo.addSettingsChange(trx, {
      id: newId(now),
      actor_id: actorId,
      before: JSON.stringify(before),
      after: JSON.stringify(next),
      created_at: now,
    });
    return settingsView(ctx, trx);
  });
}
