import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRecharge, AdminWallet, Notification, Reconciliation, WalletTransaction } from '@dropport/contracts';
import { createServer } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { ensureAccount } from '../src/modules/users/users.service.js';
import { createPgDatabase, engines, freePort, GOOD_PASSWORD, uniqueEmail, type Credential } from './harness.js';
import { allPages, call, spawnServer, waitReady, type Reply, type ServerProcess } from './crash/server-process.js';
import { pendingTransfers, signIn, verifiedSeller, type PendingTransfer } from './crash/wallet-cast.js';
import { approvalKey, inBatches, signed, writeSource, type Outcome, type Write } from './crash/wallet-writes.js';

const SELLERS = 4;
const TRANSFERS_PER_SELLER = 8;
const IN_FLIGHT = 16;
// The kill lands after this many acknowledged writes: late enough that every wallet has history, early enough to be quick.
const KILL_AFTER = 120;
const MEMO = 'crash-restart ';
const START_MS = 45_000;

type Answer = Reply<WalletTransaction & AdminRecharge & { code?: string }>;

for (const engine of engines()) {
  describe(`kill -9 under concurrent wallet writes, then restart [${engine}]`, () => {
    let dir = '';
    const procs: ServerProcess[] = [];
    let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
    let env: Record<string, string> = {};
    let admin: Credential;
    const sellers: Credential[] = [];
    const transfers: PendingTransfer[][] = [];
    const writes: Write[] = [];
    let started = 0;

    const start = async () => {
      const p = spawnServer(await freePort(), env);
      procs.push(p);
      await waitReady(p, engine, START_MS);
      return p;
    };
    const url = () => procs.at(-1)!.url;
    const send = (w: Write): Promise<Answer> =>
      w.op === 'approve'
        ? call(url(), 'POST', `/api/admin/recharges/${w.transfer!.id}/approve`, { as: admin })
        : call(url(), 'POST', `/api/admin/wallets/${sellers[w.seller]!.id}/adjustments`, {
            as: admin,
            json: {
              direction: w.direction,
              amountCents: w.amountCents,
              currency: 'USD',
              reason: MEMO + w.key,
              idempotencyKey: w.key,
            },
          });
    // A statement line names its write: an adjustment by its reason, a bank transfer's credit by its reference.
    const references = () => new Map(transfers.flat().map((t) => [t.reference, approvalKey(t.id)]));
    const keyOfLine = (l: WalletTransaction, refs: Map<string, string>) =>
      l.kind === 'recharge_bank' ? (refs.get(l.reference ?? '') ?? `? ${l.reference}`) : l.memo.slice(MEMO.length);
    const keyOfNotice = (n: Notification) =>
      n.type === 'wallet.recharged' ? approvalKey(String(n.params.rechargeId)) : String(n.params.reason).slice(MEMO.length);

    /** What the server shows for each seller: the statement oldest first, the balance, the notices, the transfers. */
    const snapshot = async () => {
      const recharges = await allPages<AdminRecharge>(url(), '/api/admin/recharges?method=bank', admin);
      return Promise.all(
        sellers.map(async (s) => {
          const lines = (await allPages<WalletTransaction>(url(), `/api/admin/wallets/${s.id}/transactions`, admin)).reverse();
          const wallet = await call<AdminWallet>(url(), 'GET', `/api/admin/wallets/${s.id}`, { as: admin });
          const notices = await allPages<Notification>(url(), '/api/notifications?type=wallet.adjusted,wallet.recharged', s);
          return { lines, balance: wallet.body.availableCents, notices, recharges: recharges.filter((r) => r.userId === s.id) };
        }),
      );
    };
    const reconciliation = async () =>
      (await call<Reconciliation>(url(), 'GET', '/api/admin/ledger/reconciliation', { as: admin })).body;

    beforeAll(async () => {
      started = Date.now();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-crash-'));
      if (engine === 'postgres') pgDb = await createPgDatabase();
      env = { DATA_DIR: dir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
      // The admin is made the way the create-admin CLI makes one; this also migrates, so the child starts on a ready schema.
      const email = uniqueEmail('admin');
      const setup = await createServer(parseConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' }), {
        logger: false,
      });
      try {
        await ensureAccount(setup.ctx, email, GOOD_PASSWORD, 'admin');
      } finally {
        await setup.app.close();
      }
      await start();
      admin = await signIn(url(), email);
      sellers.push(...(await Promise.all(Array.from({ length: SELLERS }, () => verifiedSeller(url(), admin)))));
      transfers.push(
        ...(await Promise.all(
          sellers.map((s, i) =>
            pendingTransfers(
              url(),
              s,
              Array.from({ length: TRANSFERS_PER_SELLER }, (_, j) => 1_000 * (1 + ((i * 7 + j * 3) % 20))),
            ),
          ),
        )),
      );
    }, 2 * START_MS);

    afterAll(async () => {
      // Whatever failed, no server outlives the suite.
      await Promise.all(procs.map((p) => p.kill()));
      await pgDb?.drop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      console.info(`crash-restart [${engine}]: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });

    it('is killed with SIGKILL while adjustments and transfer approvals are in flight', async () => {
      const p = procs.at(-1)!;
      const next = writeSource(engine === 'sqlite' ? 0x5eed : 0x9e37, `crash-${engine}`, transfers);
      const unexpected: string[] = [];
      let acked = 0;
      let killed: Promise<void> | undefined;
      const worker = async () => {
        while (!killed) {
          const w = next();
          writes.push(w);
          try {
            const res = await send(w);
            if (res.status === (w.op === 'approve' ? 200 : 201)) {
              w.outcome = 'acked';
              w.transactionId = w.op === 'approve' ? res.body.ledgerTransactionId : res.body.id;
              if (w.op === 'adjust') w.balanceAfterCents = res.body.balanceAfterCents;
              if (++acked === KILL_AFTER) killed = p.kill();
            } else if (w.op === 'adjust' && res.status === 422 && res.body.code === 'INSUFFICIENT_BALANCE') {
              w.outcome = 'refused';
            } else {
              w.outcome = 'unknown';
              unexpected.push(`${w.key}: ${res.status} ${JSON.stringify(res.body)}`);
            }
          } catch (err) {
            // After the kill a call in flight has no answer: it may or may not have committed.
            w.outcome = 'unknown';
            if (!killed) unexpected.push(`${w.key}: ${String(err)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      await killed;

      expect(unexpected).toEqual([]);
      expect((await p.exited).signal).toBe('SIGKILL');
      const count = (o: Outcome, op?: Write['op']) => writes.filter((w) => w.outcome === o && (!op || w.op === op)).length;
      expect(count('acked')).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(count('acked', 'approve')).toBeGreaterThan(0);
      expect(count('refused')).toBeGreaterThan(0);
      expect(count('pending')).toBe(0);
      console.info(
        `crash-restart [${engine}]: ${writes.length} sent, ${count('acked')} acknowledged (${count('acked', 'approve')} approvals), ` +
          `${count('refused')} refused, ${count('unknown')} unanswered at the kill`,
      );
    }, 60_000);

    it('restarts on the same data with every acknowledged write, no refused one, nothing partial, and a clean reconciliation', async () => {
      expect(writes.length).toBeGreaterThan(0);
      await start();
      const byKey = new Map(writes.map((w) => [w.key, w]));
      const refs = references();
      const problems: string[] = [];
      let survivors = 0;
      const views = await snapshot();
      views.forEach((view, seller) => {
        const keys = view.lines.map((l) => keyOfLine(l, refs));
        if (new Set(keys).size !== keys.length) problems.push(`seller ${seller}: a write appears twice`);
        let running = 0;
        for (const [i, line] of view.lines.entries()) {
          const w = byKey.get(keys[i]!);
          if (!w || w.seller !== seller) {
            problems.push(`seller ${seller}: a line nobody wrote: ${JSON.stringify(line)}`);
            continue;
          }
          if (w.outcome === 'refused') problems.push(`${w.key}: refused, yet on the statement`);
          if (w.outcome === 'unknown') survivors++;
          const kind = w.op === 'approve' ? 'recharge_bank' : `adjustment_${w.direction}`;
          if (line.amountCents !== signed(w) || line.kind !== kind)
            problems.push(`${w.key}: ${line.kind} ${line.amountCents}, sent ${kind} ${signed(w)}`);
          running += line.amountCents;
          // The chain of running balances shows no write lost or half-applied between two others.
          if (line.balanceAfterCents !== running || running < 0)
            problems.push(`${w.key}: balance after ${line.balanceAfterCents}, the entries sum to ${running}`);
          if (w.outcome === 'acked' && line.id !== w.transactionId)
            problems.push(`${w.key}: acknowledged as transaction ${w.transactionId}, now ${line.id}`);
          if (w.balanceAfterCents !== undefined && line.balanceAfterCents !== w.balanceAfterCents)
            problems.push(`${w.key}: acknowledged with balance ${w.balanceAfterCents}, now ${line.balanceAfterCents}`);
        }
        if (view.balance !== running) problems.push(`seller ${seller}: balance ${view.balance}, statement sums to ${running}`);
        const present = new Map(view.lines.map((l, i) => [keys[i]!, l]));
        for (const w of writes)
          if (w.seller === seller && w.outcome === 'acked' && !present.has(w.key))
            problems.push(`${w.key}: acknowledged, now missing`);
        // A transfer's status, credit and invoice commit together: succeeded with all of them, or still submitted with none.
        if (view.recharges.length !== TRANSFERS_PER_SELLER) problems.push(`seller ${seller}: ${view.recharges.length} transfers`);
        for (const r of view.recharges) {
          const line = present.get(approvalKey(r.id));
          const whole = line
            ? r.status === 'succeeded' && r.ledgerTransactionId === line.id && r.invoiceId !== null
            : r.status === 'submitted' && r.ledgerTransactionId === null && r.invoiceId === null;
          if (!whole) problems.push(`transfer ${r.id}: ${r.status}, credit ${line?.id ?? 'none'}, ${JSON.stringify(r)}`);
        }
        // The seller's notice commits with the money: one per statement line, never one without the other.
        const noticed = view.notices.map(keyOfNotice).sort();
        expect(noticed, `seller ${seller}'s notices`).toEqual([...keys].sort());
      });
      expect(problems).toEqual([]);
      console.info(`crash-restart [${engine}]: ${survivors} unanswered write(s) had committed before the kill`);

      const rec = await reconciliation();
      expect(rec.checks.filter((c) => !c.ok)).toEqual([]);
      expect(rec.ok).toBe(true);
      const total = (kind: string) => rec.totals.find((t) => t.kind === kind)?.balanceCents ?? 0;
      expect(total('wallet')).toBe(views.reduce((s, v) => s + v.balance, 0));
      expect(total('wallet')).toBe(-total('adjustments') - total('bank_receipts'));
    }, 60_000);

    it('moves nothing twice when acknowledged writes are sent again, and applies each unanswered one at most once', async () => {
      const before = await snapshot();
      const acked = writes.filter((w) => w.outcome === 'acked');
      // A repeated key replays its transaction; a second approval of a transfer is an illegal move.
      const again = await inBatches(acked, IN_FLIGHT, send);
      expect(again.map((r, i) => [acked[i]!.key, r.status, acked[i]!.op === 'approve' ? r.body.code : r.body.id])).toEqual(
        acked.map((w) => [w.key, ...(w.op === 'approve' ? [409, 'RECHARGE_TRANSITION_INVALID'] : [201, w.transactionId])]),
      );
      expect(await snapshot()).toEqual(before);

      // The client's own recovery: retry what went unanswered. What committed is not applied again; the rest applies now
      // or finds too little money.
      const refs = references();
      const committed = new Map(before.flatMap((v) => v.lines.map((l) => [keyOfLine(l, refs), l.id] as const)));
      const unknown = writes.filter((w) => w.outcome === 'unknown');
      const retried = await inBatches(unknown, IN_FLIGHT, send);
      retried.forEach((r, i) => {
        const w = unknown[i]!;
        const id = committed.get(w.key);
        const answer = w.op === 'approve' ? r.body.code : r.body.id;
        if (id)
          expect([w.key, r.status, answer]).toEqual([
            w.key,
            ...(w.op === 'approve' ? [409, 'RECHARGE_TRANSITION_INVALID'] : [201, id]),
          ]);
        else
          expect([w.key, r.status === (w.op === 'approve' ? 200 : 201) || r.body.code === 'INSUFFICIENT_BALANCE']).toEqual([
            w.key,
            true,
          ]);
      });
      const after = await snapshot();
      after.forEach((view, seller) => {
        const keys = view.lines.map((l) => keyOfLine(l, refs));
        expect(new Set(keys).size).toBe(keys.length);
        expect(view.balance).toBe(view.lines.reduce((s, l) => s + l.amountCents, 0));
        const applied = retried.filter(
          (r, i) => unknown[i]!.seller === seller && r.status < 300 && !committed.has(unknown[i]!.key),
        ).length;
        expect(view.lines.length).toBe(before[seller]!.lines.length + applied);
      });
      expect((await reconciliation()).ok).toBe(true);
    }, 60_000);
  });
}
