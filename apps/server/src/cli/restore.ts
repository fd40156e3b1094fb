import { parseArgs } from 'node:util';
import { parseConfig } from '../config.js';
import { restoreSqlite, RestoreRefused } from '../modules/system/backup.js';

/**
 * npm run restore -- <backup folder> [--replace]: restores into DATA_DIR, which no running server may hold; a folder
 * that already has a database needs --replace, which moves it aside first.
 */
function main() {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- <backup folder> [--replace]   (DATA_DIR names the folder to restore into)');
    process.exit(2);
  }
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'warn' });
  try {
    const { movedAside } = restoreSqlite(config, positionals[0]!, { replace: values.replace ?? false });
    console.log(`Restored ${positionals[0]} into ${config.DATA_DIR}.${movedAside ? ` What was there is in ${movedAside}.` : ''}`);
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

main();
