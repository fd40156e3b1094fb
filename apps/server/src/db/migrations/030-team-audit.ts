import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;

/**
 * Team accounts and the audit log.
 *
 * - `team_members`: the people an account's owner let act for it. An invitation is a row with the invited email, the
 *   role and a hashed link token; accepting it sets `user_id` (the person's own account) and `status` to active.
 *   Removing a member deletes the row (the audit log keeps the story). One row per account and email.
 * - `sessions.acting_for`: the account a session acts for when it is not the person's own (null: their own). The
 *   session is good only while its person is an active member of that account's team.
 * - `users.last_acting_for`: the account a person last switched to, which their next sign-in opens again.
 * - `audit_log`: who did what, for which account, with what before and after, and the request it came from. Like the
 *   ledger it is append-only: no row is ever changed, and a row is deleted only once it is older than the retention
 *   cut-off kept in `audit_retention` (which the pruning job moves first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  await db.schema
    .createTable('team_members')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('account_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('user_id', text, (c) => c.references('users.id'))
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('permissions', text, (c) => c.notNull())
    .addColumn('store_ids', text)
    .addColumn('invite_token_hash', text)
    .addColumn('invite_expires_at', big)
    .addColumn('invited_by', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('accepted_at', big)
    .addColumn('last_active_at', big)
    .addUniqueConstraint('team_members_account_email', ['account_id', 'email'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').columns(['user_id', 'account_id']).execute();
  await db.schema.createIndex('team_members_token').on('team_members').column('invite_token_hash').unique().execute();

  await db.schema.alterTable('sessions').addColumn('acting_for', text).execute();
  await db.schema.createIndex('sessions_acting_for').on('sessions').columns(['acting_for', 'user_id']).execute();
  await db.schema.alterTable('users').addColumn('last_acting_for', text).execute();
  await db.schema.alterTable('users').addColumn('disabled_at', big).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('at', big, (c) => c.notNull())
    .addColumn('actor_user_id', text)
    .addColumn('account_id', text)
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('target_type', text)
    .addColumn('target_id', text)
    .addColumn('before', text)
    .addColumn('after', text)
    .addColumn('request_id', text)
    .addColumn('ip', text)
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_account').on('audit_log').columns(['account_id', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_user_id', 'at', 'id']).execute();
  await db.schema
    .createTable('audit_retention')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('prune_before', big, (c) => c.notNull())
    .execute();
  await db.insertInto('audit_retention').values({ id: 1, prune_before: 0 }).execute();

  if (sqlite) {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      when old.at >= (select prune_before from audit_retention where id = 1)
      begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
  } else {
    await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and old.at < (select prune_before from audit_retention where id = 1) then return old; end if;
        raise exception 'the audit log is append-only';
      end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_retention').execute();
  await db.schema.dropTable('audit_log').execute();
  if (engineOf(db) === 'postgres') await sql`drop function audit_log_append_only`.execute(db);
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('users').dropColumn('last_acting_for').execute();
  await db.schema.dropIndex('sessions_acting_for').execute();
  await db.schema.alterTable('sessions').dropColumn('acting_for').execute();
  await db.schema.dropTable('team_members').execute();
}
