import {
  TRACKING_NUMBER_PLACEHOLDER,
  TRACKING_URL_MAX,
  TrackSettingUpdate,
  isTrackingUrlTemplate,
  type TrackSetting,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { isoOrNull } from '../../lib/time.js';
import { getUser } from '../users/users.service.js';
import * as repo from './shipping.repo.js';
import { requireMethod } from './shipping.service.js';

type TrackChange = z.output<typeof TrackSettingUpdate>;

/** What a seller has before saving: the buyer is told, on the carrier's own tracking page, under the carrier's name. */
const defaults = (userId: string): TrackSetting => ({
  userId,
  notifyCustomer: true,
  trackingUrlTemplate: '',
  carrierNames: {},
  updatedAt: null,
});

/** How tracking reaches the seller's stores. */
export async function getTrack(ctx: Ctx, userId: string): Promise<TrackSetting> {
  await getUser(ctx, userId);
  const row = await repo.findTrack(ctx.db, userId);
  if (!row) return defaults(userId);
  const carriers = await repo.carriersOf(ctx.db, userId);
  return {
    userId,
    notifyCustomer: row.notify_customer === 1,
    trackingUrlTemplate: row.tracking_url_template,
    carrierNames: Object.fromEntries(carriers.map((c) => [c.method_code, c.carrier_name])),
    updatedAt: isoOrNull(Number(row.updated_at)),
  };
}

/** Replaces the tracking setting: the template must be empty or an http(s) address holding the placeholder. */
export async function saveTrack(ctx: Ctx, change: TrackChange): Promise<TrackSetting> {
  const { userId } = change;
  await getUser(ctx, userId);
  if (!isTrackingUrlTemplate(change.trackingUrlTemplate)) {
    fail('TRACKING_URL_INVALID', { placeholder: TRACKING_NUMBER_PLACEHOLDER, max: TRACKING_URL_MAX });
  }
  const offered = new Set((await repo.activeMethods(ctx.db)).map((m) => m.code));
  for (const code of Object.keys(change.carrierNames)) requireMethod(offered, code);
  const carriers = Object.entries(change.carrierNames).filter(([, name]) => name !== '');
  const now = ctx.now();
  await ctx.db
    .transaction()
    .execute((trx) =>
      repo.replaceTrack(
        trx,
        userId,
        { notifyCustomer: change.notifyCustomer, template: change.trackingUrlTemplate, carriers },
        now,
      ),
    );
  return {
    userId,
    notifyCustomer: change.notifyCustomer,
    trackingUrlTemplate: change.trackingUrlTemplate,
    carrierNames: Object.fromEntries(carriers),
    updatedAt: isoOrNull(now),
  };
}
