import type { Migration } from 'kysely';
import * as m001 from './001-platform.js';

/** Every migration, in order. Imported statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '001-platform': m001,
};
