import { parseArgs } from 'node:util';
import { parseConfig } from '../config.js';
import { restore, RestoreRefused } from '../modules/system/backup.js';
import { describeDatabase } from '../modules/system/backup-postgres.js';

/**
 * npm run restore -- <backup folder> [--replace]: restores into the configured database (the SQLite file under
 * DATA_DIR, or the PostgreSQL database of DATABASE_URL) and DATA_DIR's uploads and secrets. No running server may
 * hold the database; one that already has data needs --replace, which keeps what was there aside first. A refusal
 * exits with 2, a failure with 1.
 */
async function main() {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(
      'Usage: npm run restore -- <backup folder> [--replace]   (DATA_DIR, and DATABASE_URL on PostgreSQL, name where to restore)',
    );
    process.exit(2);
  }
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const { movedAside } = await restore(config, positionals[0]!, { replace: values.replace ?? false });
  const into = config.DATABASE_URL ? `${describeDatabase(config.DATABASE_URL)} and ${config.DATA_DIR}` : config.DATA_DIR;
  const aside = !movedAside
    ? ''
    : config.DATABASE_URL
      ? ` What was there is in ${movedAside} (a backup folder: restore it with --replace to put it back).`
      : ` What was there is in ${movedAside}.`;
  console.log(`Restored ${positionals[0]} into ${into}.${aside}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof RestoreRefused ? 2 : 1);
});
