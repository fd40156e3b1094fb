import { sql, type Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text, (c) => c.notNull())
    .addColumn('role', text, (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('username', text, (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', text, (c) => c.notNull().defaultTo(''))
    .addColumn('job', text, (c) => c.notNull().defaultTo(''))
    .addColumn('job_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('organization', text, (c) => c.notNull().defaultTo(''))
    .addColumn('organization_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('location', text, (c) => c.notNull().defaultTo(''))
    .addColumn('location_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', text, (c) => c.notNull().defaultTo(''))
    .addColumn('personal_website', text, (c) => c.notNull().defaultTo(''))
    .addColumn('phone', text, (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', text, (c) => c.notNull().unique())
    .addColumn('certification', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invite_code', text, (c) => c.notNull().unique())
    .addColumn('referred_by', text)
    .addColumn('email_verified_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_agent', text, (c) => c.notNull().defaultTo(''))
    .addColumn('ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_seen_at', big, (c) => c.notNull())
    .addColumn('ended_at', big)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'ended_at']).execute();

  await db.schema
    .createTable('codes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('target', text, (c) => c.notNull())
    .addColumn('user_id', text, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', text, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('codes_target').on('codes').columns(['purpose', 'target', 'created_at']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('channel', text, (c) => c.notNull())
    .addColumn('recipient', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('error', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('sent_at', big)
    .execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('payload', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', big, (c) => c.notNull())
    .addColumn('unique_key', text, (c) => c.unique())
    .addColumn('locked_by', text)
    .addColumn('locked_at', big)
    .addColumn('last_error', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('finished_at', big)
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('params', text, (c) => c.notNull())
    .addColumn('dedupe_key', text, (c) => c.unique())
    .addColumn('read_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('mime', text, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', text, (c) => c.notNull())
    .addColumn('storage_key', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['uploads', 'notifications', 'jobs', 'outbox', 'rate_limits', 'codes', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
