import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { mailQueue, transferEvents } from '../src/db/schema';
import { newRecipient, signedUpClient, startSecondInstance, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * The customer's transfer mail is written to mail_queue by the transaction that creates (or moves)
 * the transfer, then sent: at once, again after a failure (30 s, 1 min, …), and by any instance
 * when the one that queued it is gone — never twice at once.
 */

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

async function submitTransfer(app: TestApp, beforeTransfer?: () => void) {
  const customer = await signedUpClient(app);
  // Sign-up mails a "verify your email" link: a test about the transfer's mail waits for it first.
  if (beforeTransfer) {
    await smtp.waitForMessage(customer.user.email as string, 'Verify your MapleRupee email');
    beforeTransfer();
  }
  const recipient = await customer.client.post('/api/recipients', newRecipient());
  const response = await customer.client.post('/api/transfers', {
    ...quoteTransfer({ cadAmount: '75', currentRate: '63' }),
    recipientId: recipient.body.id,
  });
  expect(response.status).toBe(201);
  return { email: customer.user.email as string, transferId: response.body.id as number, referenceCode: response.body.referenceCode as string };
}

async function queuedMailOf(transferId: number) {
  const rows = await testApp.database.db
    .select({ id: mailQueue.id, sentAt: mailQueue.sentAt, attempts: mailQueue.attempts, lastError: mailQueue.lastError, nextAttemptAt: mailQueue.nextAttemptAt })
    .from(mailQueue)
    .innerJoin(transferEvents, eq(transferEvents.id, mailQueue.transferEventId))
    .where(eq(transferEvents.transferId, transferId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail queue', () => {
  it('queues the submitted mail with the transfer, sends it at once and marks it sent', async () => {
    const made = await submitTransfer(testApp);
    const mail = await smtp.waitForMessage(made.email, made.referenceCode);
    expect(mail.subject).toBe(`We received your transfer ${made.referenceCode}`);
    const row = await until(() => queuedMailOf(made.transferId), (value) => value.sentAt !== null);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
  });

  it('retries a refused mail after 30 s and then marks it sent', async () => {
    const made = await submitTransfer(testApp, () => smtp.refuseNext(1));
    const failed = await until(() => queuedMailOf(made.transferId), (value) => value.lastError !== null);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('Try again later');
    const waitMs = failed.nextAttemptAt.getTime() - testApp.clock.now().getTime();
    expect(waitMs).toBeGreaterThan(25_000);
    expect(waitMs).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing is sent.
    testApp.app.ctx.mailQueue.kick();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((message) => message.subject?.includes(made.referenceCode))).toHaveLength(0);

    testApp.clock.advance(31_000);
    testApp.app.ctx.mailQueue.kick();
    const mail = await smtp.waitForMessage(made.email, made.referenceCode);
    const sent = await until(() => queuedMailOf(made.transferId), (value) => value.sentAt !== null);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    // Every attempt of a queued mail carries the same Message-ID, so a copy sent twice is recognisable.
    expect(mail.messageId).toBe(`<transfer-mail-${sent.id}@maplerupee.local>`);
  });

  it('mail queued by an instance that stopped is sent by the others, each message exactly once', async () => {
    const writer = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      // The queue stops as if the process had died right after its commits.
      await writer.app.ctx.mailQueue.stop();
      const made = await Promise.all(Array.from({ length: 12 }, () => submitTransfer(writer)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = made.map((transfer) => `We received your transfer ${transfer.referenceCode}`);
      expect(smtp.messages.filter((message) => subjects.includes(message.subject ?? ''))).toHaveLength(0);

      // Two instances start at once on the same database: each claims its own rows.
      const others = await Promise.all([startSecondInstance(writer), startSecondInstance(writer)]);
      try {
        for (const transfer of made) await smtp.waitForMessage(transfer.email, transfer.referenceCode);
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const subject of subjects) expect(smtp.messages.filter((message) => message.subject === subject)).toHaveLength(1);
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    } finally {
      await writer.close();
    }
  });
});
