import { PraiseCardUpdate, type PraiseCard } from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { isoOrNull } from '../../lib/time.js';
import { fileUrl } from '../uploads/uploads.service.js';
import { getUser } from '../users/users.service.js';
import * as repo from './praise-card.repo.js';

type CardChange = z.output<typeof PraiseCardUpdate>;

function toCard(ctx: Ctx, row: repo.PraiseCardRow | undefined): PraiseCard {
  const designUploadId = row?.design_upload_id ?? null;
  return {
    // A card whose design file is gone cannot be printed, so it reads as off.
    enabled: row?.enabled === 1 && designUploadId !== null,
    designUploadId,
    designUrl: designUploadId === null ? null : fileUrl(designUploadId),
    message: row?.message ?? '',
    feeCents: ctx.config.PRAISE_CARD_FEE_CENTS,
    updatedAt: row ? isoOrNull(Number(row.updated_at)) : null,
  };
}

/** The seller's praise card; off with no design until they save one. */
export async function getCard(ctx: Ctx, userId: string): Promise<PraiseCard> {
  await getUser(ctx, userId);
  return toCard(ctx, await repo.find(ctx.db, userId));
}

/**
 * Replaces the card. A design must be the seller's own upload of purpose `praiseCard` (anything else, including an
 * id that does not exist, is PRAISE_CARD_DESIGN_INVALID); turning the card on needs a design.
 */
export async function saveCard(ctx: Ctx, userId: string, change: CardChange): Promise<PraiseCard> {
  await getUser(ctx, userId);
  if (change.designUploadId !== null) {
    const upload = await repo.findUpload(ctx.db, change.designUploadId);
    // One answer for "not found" and "not yours", so ids of other sellers' files cannot be probed.
    if (!upload || upload.user_id !== userId || upload.purpose !== 'praiseCard') fail('PRAISE_CARD_DESIGN_INVALID');
  }
  if (change.enabled && change.designUploadId === null) fail('PRAISE_CARD_DESIGN_REQUIRED');
  const row: repo.PraiseCardRow = {
    user_id: userId,
    enabled: change.enabled ? 1 : 0,
    design_upload_id: change.designUploadId,
    message: change.message,
    updated_at: ctx.now(),
  };
  await repo.save(ctx.db, row);
  return toCard(ctx, row);
}

/**
 * What a praise card adds to one parcel of this seller, in USD cents: the configured fee while the card is on,
 * 0 while it is off. Orders call it when they price a parcel (pass the order's transaction as `db`).
 */
export async function praiseCardFeeFor(ctx: Pick<Ctx, 'config' | 'db'>, userId: string, db: Db = ctx.db): Promise<number> {
  const row = await repo.find(db, userId);
  return row?.enabled === 1 && row.design_upload_id !== null ? ctx.config.PRAISE_CARD_FEE_CENTS : 0;
}
