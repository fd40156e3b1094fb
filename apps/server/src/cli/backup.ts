import { parseArgs } from 'node:util';
import { parseConfig } from '../config.js';
import { backupSqlite } from '../modules/system/backup.js';

/** npm run backup [-- --to <folder>]: a consistent copy of the data folder, safe while the server runs. */
async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const { dir, manifest } = await backupSqlite(config, values.to);
  const mb = (manifest.databaseBytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${dir}: database ${mb} MB, ${manifest.uploads} upload(s), in ${manifest.ms} ms.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
