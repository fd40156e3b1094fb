import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

/**
 * What lets a seller's orders list answer without reading every order:
 *
 * - `order_status_counts`: how many orders each seller has per source and status (the tabs' numbers). Triggers on
 *   `orders` keep it in the same transaction as every insert, status change and delete, whichever code (or hand-written
 *   SQL) makes it, so no path can forget it; existing orders are counted here.
 * - The search box's index over `orders.search_text`, which it matches anywhere inside (a substring, not words): on
 *   SQLite `orders_search`, an FTS5 table of the text's trigrams (external content: the text stays in `orders` alone,
 *   triggers keep the index in step, `rebuild` fills it); on PostgreSQL a pg_trgm GIN index, which `like '%…%'` uses.
 *   Neither can look up fewer than three characters.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';

  await db.schema
    .createTable('order_status_counts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_status_counts_pk', ['user_id', 'source', 'status'])
    .execute();
  await sql`insert into order_status_counts (user_id, source, status, n)
    select user_id, source, status, count(*) from orders group by user_id, source, status`.execute(db);

  if (sqlite) {
    await sql`create trigger orders_count_insert after insert on orders begin
      insert into order_status_counts (user_id, source, status, n) values (new.user_id, new.source, new.status, 1)
        on conflict (user_id, source, status) do update set n = n + 1;
    end`.execute(db);
    await sql`create trigger orders_count_update after update of user_id, source, status on orders
      when old.status <> new.status or old.user_id <> new.user_id or old.source <> new.source begin
      update order_status_counts set n = n - 1 where user_id = old.user_id and source = old.source and status = old.status;
      insert into order_status_counts (user_id, source, status, n) values (new.user_id, new.source, new.status, 1)
        on conflict (user_id, source, status) do update set n = n + 1;
    end`.execute(db);
    await sql`create trigger orders_count_delete after delete on orders begin
      update order_status_counts set n = n - 1 where user_id = old.user_id and source = old.source and status = old.status;
    end`.execute(db);

    // detail=none keeps no positions (a third smaller, and faster to look up): a query asks for every trigram of the
    // text typed, and the caller checks the candidates with LIKE, which makes the match exact again.
    await sql`create virtual table orders_search using fts5(search_text, content='orders', tokenize='trigram', detail='none')`.execute(
      db,
    );
    await sql`insert into orders_search (orders_search) values ('rebuild')`.execute(db);
    await sql`create trigger orders_search_insert after insert on orders begin
      insert into orders_search (rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger orders_search_delete after delete on orders begin
      insert into orders_search (orders_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
    await sql`create trigger orders_search_update after update of search_text on orders
      when old.search_text <> new.search_text begin
      insert into orders_search (orders_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into orders_search (rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    return;
  }

  // A move takes the two counter rows in one order (the smaller key first) whichever way it goes, so two transactions
  // moving orders of one seller in opposite directions wait for each other instead of deadlocking.
  await sql`create function orders_count_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into order_status_counts (user_id, source, status, n) values (new.user_id, new.source, new.status, 1)
          on conflict (user_id, source, status) do update set n = order_status_counts.n + 1;
      elsif tg_op = 'DELETE' then
        update order_status_counts set n = n - 1
          where user_id = old.user_id and source = old.source and status = old.status;
      elsif (new.user_id, new.source, new.status) < (old.user_id, old.source, old.status) then
        insert into order_status_counts (user_id, source, status, n) values (new.user_id, new.source, new.status, 1)
          on conflict (user_id, source, status) do update set n = order_status_counts.n + 1;
        update order_status_counts set n = n - 1
          where user_id = old.user_id and source = old.source and status = old.status;
      else
        update order_status_counts set n = n - 1
          where user_id = old.user_id and source = old.source and status = old.status;
        insert into order_status_counts (user_id, source, status, n) values (new.user_id, new.source, new.status, 1)
          on conflict (user_id, source, status) do update set n = order_status_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_count_insert_delete after insert or delete on orders
    for each row execute function orders_count_change()`.execute(db);
  await sql`create trigger orders_count_update after update of user_id, source, status on orders for each row
    when (old.status <> new.status or old.user_id <> new.user_id or old.source <> new.source)
    execute function orders_count_change()`.execute(db);

  // pg_trgm ships with PostgreSQL and is a trusted extension: the database's owner may create it.
  await sql`create extension if not exists pg_trgm`.execute(db);
  // fastupdate off: new entries go into the index at once (about half a millisecond more per order written) instead of
  // a pending list that every search reads through until a vacuum merges it (tens of milliseconds after a busy hour).
  await sql`create index orders_search_trgm on orders using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    for (const t of [
      'orders_search_update',
      'orders_search_delete',
      'orders_search_insert',
      'orders_count_delete',
      'orders_count_update',
      'orders_count_insert',
    ])
      await sql`drop trigger ${sql.id(t)}`.execute(db);
    await sql`drop table orders_search`.execute(db);
  } else {
    await sql`drop index orders_search_trgm`.execute(db);
    await sql`drop trigger orders_count_update on orders`.execute(db);
    await sql`drop trigger orders_count_insert_delete on orders`.execute(db);
    await sql`drop function orders_count_change()`.execute(db);
  }
  await db.schema.dropTable('order_status_counts').execute();
}
