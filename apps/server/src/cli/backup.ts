import { parseArgs } from 'node:util';
import { parseConfig } from '../config.js';
import { backup } from '../modules/system/backup.js';

/**
 * npm run backup [-- --to <folder>]: a consistent copy of the database (the SQLite file, or a pg_dump of the
 * PostgreSQL database when DATABASE_URL is set), the uploads and the secrets, safe while the server runs.
 */
async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const { dir, manifest } = await backup(config, values.to);
  const mb = (manifest.databaseBytes / 1024 / 1024).toFixed(1);
  const what = manifest.engine === 'postgres' ? 'database dump' : 'database';
  console.log(`Backup written to ${dir}: ${what} ${mb} MB, ${manifest.uploads} upload(s), in ${manifest.ms} ms.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
