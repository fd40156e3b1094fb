import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startServer, type TestServer, freePort } from './harness.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a plain-text body. */
const decodeQp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

for (const engine of engines()) {
  describe(`email delivery over SMTP [${engine}]`, () => {
    const inbox: Received[] = [];
    let smtp: SMTPServer | undefined;
    let smtpOpen = false;
    let server: TestServer;

    beforeAll(async () => {
      const port = await freePort();
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, cb) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            inbox.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            cb();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp!.once('error', reject);
        smtp!.listen(port, '127.0.0.1', () => resolve());
      });
      smtpOpen = true;
      server = await startServer(engine, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Dropport <mailer@dropport.test>' });
    });

    afterAll(async () => {
      await server?.close();
      if (smtpOpen) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    });

    const outboxFor = (to: string) =>
      server.ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').execute();
    const deliveryJob = (outboxId: string) =>
      server.ctx.db.selectFrom('jobs').selectAll().where('unique_key', '=', `mail:${outboxId}`).executeTakeFirstOrThrow();

    it('queues the verification email, then the job delivers it to the SMTP server', async () => {
      const seller = await server.seller();
      const [queued] = await outboxFor(seller.email);
      expect(queued).toMatchObject({ channel: 'email', status: 'queued', sent_at: null });
      expect(inbox).toHaveLength(0);

      await server.ctx.jobs.drain();

      expect(inbox).toHaveLength(1);
      const mail = inbox[0]!;
      expect(mail.to).toEqual([seller.email]);
      expect(mail.from).toBe('mailer@dropport.test');
      const text = decodeQp(mail.raw);
      expect(text).toContain(`Subject: ${queued!.subject}`);
      const code = await server.lastCode(seller.email);
      expect(text).toContain(`Your verification code is ${code}.`);

      const [sent] = await outboxFor(seller.email);
      expect(sent).toMatchObject({ id: queued!.id, status: 'sent', error: null });
      expect(sent!.sent_at).toEqual(expect.any(Number));
      expect(await deliveryJob(queued!.id)).toMatchObject({ status: 'done', attempts: 1 });

      // The code that arrived by email verifies the address.
      const verify = await server.call('POST', `/v1/users/${seller.id}/verifyEmail`, { as: seller, form: { code } });
      expect(verify.status).toBe(200);
    });

    it('keeps the message queued and retries the job when the SMTP server is down', async () => {
      const seller = await server.seller();
      await server.ctx.jobs.drain();
      const before = inbox.length;

      await new Promise<void>((resolve) => smtp!.close(() => resolve()));
      smtpOpen = false;

      const res = await server.call('POST', '/v1/users/resetPwdByEmail', { form: { email: seller.email } });
      expect(res.status).toBe(200);
      const [reset] = await outboxFor(seller.email);
      expect(reset).toMatchObject({ status: 'queued', error: null });

      await server.ctx.jobs.drain();

      expect(inbox).toHaveLength(before);
      const [after] = await outboxFor(seller.email);
      expect(after).toMatchObject({ id: reset!.id, status: 'queued', sent_at: null });
      expect(after!.error).toMatch(/ECONNREFUSED|connect/i);
      const job = await deliveryJob(reset!.id);
      expect(job).toMatchObject({ status: 'queued', attempts: 1, max_attempts: 8 });
      expect(job.last_error).toEqual(expect.any(String));
      expect(job.run_at).toBeGreaterThan(Date.now());
    });
  });
}
