import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { parseConfig } from '../config.js';
import { createServer } from '../app.js';
import { ensureAccount } from '../modules/users/users.service.js';
import { Email } from '@dropport/contracts';

/** npm run create-admin -- --email ops@shop.com [--password ...]: creates an admin, or promotes an existing account. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = Email.safeParse(values.email);
  if (!email.success) {
    console.error('Usage: npm run create-admin -- --email admin@yourcompany.com [--password <at least 8 characters>]');
    process.exit(2);
  }
  const password = values.password ?? randomBytes(12).toString('base64url');
  const { app, ctx } = await createServer(parseConfig({ ...process.env, LOG_LEVEL: 'warn' }), { logger: false });
  try {
    const res = await ensureAccount(ctx, email.data, password, 'admin');
    if (res.created) console.log(`Admin created: ${email.data}  password: ${password}`);
    else console.log(`${email.data} already existed and is now an admin (password unchanged).`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
