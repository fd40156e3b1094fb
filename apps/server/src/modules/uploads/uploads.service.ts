import type { Readable } from 'node:stream';
import type { Upload, UploadPurpose } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { wellFormed } from '../../lib/send-file.js';
import { sha256 } from '../../lib/secrets.js';
import { iso } from '../../lib/time.js';
import { KINDS, sniff, type Kind } from './sniff.js';
import * as repo from './uploads.repo.js';

/** What each purpose accepts, and whether its files may be fetched without signing in (images in <img> tags). */
export const PURPOSES: Record<UploadPurpose, { kinds: readonly Kind[]; maxBytes: number; public: boolean }> = {
  avatar: { kinds: ['png', 'jpeg', 'webp', 'gif'], maxBytes: 2 * 1024 * 1024, public: true },
  image: { kinds: ['png', 'jpeg', 'webp', 'gif'], maxBytes: 10 * 1024 * 1024, public: true },
  document: { kinds: ['pdf', 'png', 'jpeg'], maxBytes: 20 * 1024 * 1024, public: false },
  // Printed in parcels, so print-friendly still images only (no GIF); ids are unguessable, so public like avatars.
  praiseCard: { kinds: ['png', 'jpeg', 'webp'], maxBytes: 2 * 1024 * 1024, public: true },
};

/** The largest file a purpose takes: its own ceiling, or the server's upload limit when that is lower. */
export function maxBytes(ctx: Ctx, purpose: UploadPurpose): number {
  return Math.min(PURPOSES[purpose].maxBytes, ctx.config.UPLOAD_MAX_BYTES);
}

export const fileUrl = (id: string) => `/files/${id}`;

function toUpload(r: { id: string; purpose: string; mime: string; size: number; name: string; created_at: number }): Upload {
  return {
    id: r.id,
    purpose: r.purpose as UploadPurpose,
    mime: r.mime,
    size: r.size,
    name: r.name,
    url: fileUrl(r.id),
    createdAt: iso(r.created_at),
  };
}

/**
 * A file name as kept: Unicode in NFC, without control characters, direction overrides (which make `exe.pdf` look
 * like `fdp.exe`), path separators or quotes, at most 200 characters (never half of one).
 */
export function cleanFileName(name: string): string {
  const cleaned = wellFormed(name)
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\\/"]/g, '_')
    .trim();
  return Array.from(cleaned).slice(0, 200).join('');
}

/** Checks a file's real type and size for its purpose, stores it and records who uploaded it. */
export async function save(ctx: Ctx, userId: string, purpose: UploadPurpose, name: string, data: Buffer): Promise<Upload> {
  const rule = PURPOSES[purpose];
  const limit = maxBytes(ctx, purpose);
  if (data.length === 0) fail('UPLOAD_MISSING');
  if (data.length > limit) fail('PAYLOAD_TOO_LARGE', { limitBytes: limit });
  const kind = sniff(data, rule.kinds);
  if (!kind) fail('UPLOAD_TYPE_NOT_ALLOWED', { allowed: rule.kinds.map((k) => KINDS[k].ext).join(', ') });
  const now = ctx.now();
  const id = newId(now);
  const key = `${purpose}/${new Date(now).toISOString().slice(0, 7)}/${id}.${kind.ext}`;
  await ctx.storage.put(key, data);
  const row = {
    id,
    user_id: userId,
    purpose,
    mime: kind.mime,
    size: data.length,
    sha256: sha256(data),
    storage_key: key,
    name: cleanFileName(name) || `file.${kind.ext}`,
    created_at: now,
  };
  try {
    await repo.insert(ctx.db, row);
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
  return toUpload(row);
}

/** Opens a stored file: public purposes for anyone with the link, the rest for the owner or an admin. */
export async function open(
  ctx: Ctx,
  id: string,
  viewer: { userId: string; role: string } | undefined,
): Promise<{ upload: Upload; stream: Readable }> {
  const row = await repo.byId(ctx.db, id);
  if (!row) fail('NOT_FOUND');
  const rule = PURPOSES[row.purpose as UploadPurpose];
  if (!rule.public && viewer?.userId !== row.user_id && viewer?.role !== 'admin') fail('NOT_FOUND');
  const stream = await ctx.storage.open(row.storage_key);
  if (!stream) fail('NOT_FOUND');
  return { upload: toUpload(row), stream };
}

/** Uploads by id (those that exist), for a module that attaches them to its own records. */
export async function uploadsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('uploads').select(['id', 'user_id', 'purpose', 'mime', 'size', 'name']).where('id', 'in', ids).execute();
}

/** Opens a stored file for a caller another module has already allowed to read it (an attachment of their ticket). */
export async function openAllowed(ctx: Ctx, id: string): Promise<{ upload: Upload; stream: Readable }> {
  const row = await repo.byId(ctx.db, id);
  if (!row) fail('NOT_FOUND');
  const stream = await ctx.storage.open(row.storage_key);
  if (!stream) fail('NOT_FOUND');
  return { upload: toUpload(row), stream };
}
