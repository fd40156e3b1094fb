import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import type { JobQueue } from '../jobs/job-queue.js';
import * as outbox from './outbox.repo.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

/**
 * Every message is written to the outbox first. With SMTP configured, email is then delivered by the job
 * queue (retries included); without it, and for SMS (no gateway yet), the outbox keeps it for admins and tests.
 */
export class Mailer {
  private transport: Transporter | undefined;

  constructor(
    private readonly opts: { smtpUrl: string | undefined; from: string },
    private readonly jobs: JobQueue,
  ) {
    jobs.register('mail.deliver', async ({ id }: { id: string }, job) => this.deliver(job.db, id, job.isLastAttempt), {
      maxAttempts: 8,
    });
  }

  /** Records the message (in the caller's transaction) and queues its delivery. */
  async send(db: Db, msg: OutgoingMessage, now = Date.now()): Promise<string> {
    const id = newId(now);
    const deliver = msg.channel === 'email' && this.opts.smtpUrl !== undefined;
    await outbox.insert(db, {
      id,
      channel: msg.channel,
      recipient: msg.to,
      subject: msg.subject,
      body: msg.body,
      status: deliver ? 'queued' : 'kept',
      error: null,
      created_at: now,
      sent_at: null,
    });
    if (deliver) await this.jobs.enqueue(db, 'mail.deliver', { id }, { uniqueKey: `mail:${id}` });
    return id;
  }

  private async deliver(db: Db, id: string, lastAttempt: boolean): Promise<void> {
    const row = await outbox.byId(db, id);
    if (!row || row.status === 'sent') return;
    this.transport ??= nodemailer.createTransport(this.opts.smtpUrl);
    try {
      await this.transport.sendMail({ from: this.opts.from, to: row.recipient, subject: row.subject, text: row.body });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await outbox.update(db, id, { status: lastAttempt ? 'failed' : 'queued', error: message.slice(0, 500) });
      throw err;
    }
    await outbox.update(db, id, { status: 'sent', sent_at: Date.now(), error: null });
  }

  close(): void {
    this.transport?.close();
  }
}
