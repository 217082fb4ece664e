import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateAlertListSchema, rateAlertSchema } from '../../domain/schemas/rate-alerts';
import { mailQueue, rateAlerts, users } from '../src/db/schema';
import { RATE_CORRECTION_WINDOW_MS } from '../src/rate-alerts/rearm-corrected-rate-alerts';
import type { ApiClient } from './api-client';
import { adminClient, setRate, signedUpClient, startSecondInstance, startTestApp, type TestApp } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Issue 20 part 7: rate alerts. GET/POST/DELETE /api/rate-alerts, each customer's own; an
 * operator's rate that crosses a target (previous < target ≤ new) ends the alert and mails its
 * customer once, in the same transaction as the rate — also with two operators on two instances.
 */

let smtp: TestSmtpServer;
let testApp: TestApp;
let operator: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://maplerupee.example' } });
  operator = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});
// Every test starts from 63 INR per CAD with no active alert anywhere.
beforeEach(async () => {
  await testApp.database.db.update(rateAlerts).set({ triggeredAt: testApp.clock.now(), triggeredRate: '1' }).where(sql`${rateAlerts.triggeredAt} is null`);
  await setRate(testApp, '63');
});

async function setRateAsOperator(rate: string, client = operator) {
  const response = await client.post('/api/admin/exchange-rates', { rate, confirm: true });
  expect(response.status).toBe(201);
}

async function alertOf(client: ApiClient, targetRate: string): Promise<number> {
  const response = await client.post('/api/rate-alerts', { targetRate });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return rateAlertSchema.parse(response.body).id;
}

async function activeTargets(client: ApiClient): Promise<string[]> {
  return rateAlertListSchema.parse((await client.get('/api/rate-alerts')).body).map((alert) => alert.targetRate);
}

async function mailRowsOf(alertIds: number[]) {
  return testApp.database.db.select().from(mailQueue).where(inArray(mailQueue.rateAlertId, alertIds));
}

describe('GET /api/rate-alerts', () => {
  it('401 without a session', async () => {
    expect((await testApp.client().get('/api/rate-alerts')).status).toBe(401);
  });

  it('200: the caller’s active alerts only, oldest first — not another customer’s, not an operator’s', async () => {
    const owner = await signedUpClient(testApp);
    const other = await signedUpClient(testApp);
    await alertOf(owner.client, '64.5');
    await alertOf(owner.client, '64');
    await alertOf(other.client, '70');
    expect(await activeTargets(owner.client)).toEqual(['64.5000', '64.0000']);
    expect(await activeTargets(other.client)).toEqual(['70.0000']);
    expect(await activeTargets(operator)).toEqual([]);
  });
});

describe('POST /api/rate-alerts', () => {
  it('201: the alert as stored (4 decimals), with its time', async () => {
    const { client } = await signedUpClient(testApp);
    const response = await client.post('/api/rate-alerts', { targetRate: ' 64.25 ' });
    expect(response.status).toBe(201);
    expect(rateAlertSchema.parse(response.body)).toMatchObject({ targetRate: '64.2500' });
    expect(Date.parse(response.body.createdAt)).toBeGreaterThan(0);
  });

  it('401 without a session; nothing saved', async () => {
    const before = await testApp.database.db.select({ id: rateAlerts.id }).from(rateAlerts);
    expect((await testApp.client().post('/api/rate-alerts', { targetRate: '64' })).status).toBe(401);
    expect(await testApp.database.db.select({ id: rateAlerts.id }).from(rateAlerts)).toHaveLength(before.length);
  });

  it.each([
    ['0', 'Rate must be a positive number'],
    ['-1', 'Rate must be a positive number'],
    ['abc', 'Rate must be a positive number'],
    ['', 'Rate must be a positive number'],
    ['64,25', 'Rate must be a positive number'],
    ['1.23456', 'Rate can have at most 4 decimal places'],
    ['10000', 'Rate must be less than 10000'],
    [64.25, 'Rate must be a positive number'],
    [null, 'Rate must be a positive number'],
  ])('400 for targetRate %j: %s; nothing saved', async (targetRate, message) => {
    const { client } = await signedUpClient(testApp);
    const response = await client.post('/api/rate-alerts', { targetRate });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ targetRate: message });
    expect(await activeTargets(client)).toEqual([]);
  });

  it('400 without a body or a target', async () => {
    const { client } = await signedUpClient(testApp);
    expect((await client.post('/api/rate-alerts', {})).body.errors).toEqual({ targetRate: 'Rate must be a positive number' });
  });

  it('400 for a target today’s rate already meets (equal or below), saying today’s rate, in the request’s language', async () => {
    const { client } = await signedUpClient(testApp);
    for (const targetRate of ['63', '63.0000', '62.9999', '1']) {
      const response = await client.post('/api/rate-alerts', { targetRate });
      expect(response.status).toBe(400);
      expect(response.body.errors.targetRate).toBe('1 CAD is already 63.00 INR, at or above this target. Choose a higher rate.');
    }
    const french = await client.post('/api/rate-alerts', { targetRate: '62' }, { 'accept-language': 'fr-CA' });
    expect(french.body.message).toBe('1 CAD vaut déjà 63,00 INR, soit au moins cette cible. Choisissez un taux plus élevé.');
    expect((await client.post('/api/rate-alerts', { targetRate: '63.0001' })).status).toBe(201);
  });

  it('409 for a second active alert at the same rate, however written', async () => {
    const { client } = await signedUpClient(testApp);
    await alertOf(client, '64');
    const again = await client.post('/api/rate-alerts', { targetRate: '64.00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have an alert for this rate.');
  });

  it('409 past 5 active alerts (deleting one makes room); another customer has their own 5', async () => {
    const { client } = await signedUpClient(testApp);
    const ids = [];
    for (const target of ['64', '65', '66', '67', '68']) ids.push(await alertOf(client, target));
    const sixth = await client.post('/api/rate-alerts', { targetRate: '69' });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('You can have at most 5 rate alerts at a time. Delete one to set another.');
    expect((await client.delete(`/api/rate-alerts/${ids[0]}`)).status).toBe(204);
    await alertOf(client, '69');
    const other = await signedUpClient(testApp);
    await alertOf(other.client, '64');
  });

  it('12 alerts at once from one customer: exactly 5 are saved', async () => {
    const { client } = await signedUpClient(testApp);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => client.post('/api/rate-alerts', { targetRate: `${70 + index}` })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await activeTargets(client)).toHaveLength(5);
  });

  it('ignores fields a caller may not set (userId, triggeredAt)', async () => {
    const owner = await signedUpClient(testApp);
    const attacker = await signedUpClient(testApp);
    const response = await attacker.client.post('/api/rate-alerts', { targetRate: '64', userId: owner.user.id, triggeredAt: new Date().toISOString() });
    expect(response.status).toBe(201);
    expect(await activeTargets(owner.client)).toEqual([]);
    expect(await activeTargets(attacker.client)).toEqual(['64.0000']);
  });
});

describe('DELETE /api/rate-alerts/:id', () => {
  it('204: the owner’s alert goes; deleting it again is 404', async () => {
    const { client } = await signedUpClient(testApp);
    const id = await alertOf(client, '64');
    const response = await client.delete(`/api/rate-alerts/${id}`);
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect(await activeTargets(client)).toEqual([]);
    expect((await client.delete(`/api/rate-alerts/${id}`)).status).toBe(404);
  });

  it('404 "Rate alert not found" for another customer’s or for an operator, and the alert stays', async () => {
    const owner = await signedUpClient(testApp);
    const other = await signedUpClient(testApp);
    const id = await alertOf(owner.client, '64');
    for (const client of [other.client, operator]) {
      const response = await client.delete(`/api/rate-alerts/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Rate alert not found' });
    }
    expect(await activeTargets(owner.client)).toEqual(['64.0000']);
  });

  it('404 for an unknown id and for an alert that has ended; 400 for an id that is not one; 401 without a session', async () => {
    const { client } = await signedUpClient(testApp);
    expect((await client.delete('/api/rate-alerts/2147483647')).status).toBe(404);
    const id = await alertOf(client, '64');
    await setRateAsOperator('64');
    expect((await client.delete(`/api/rate-alerts/${id}`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648']) expect((await client.delete(`/api/rate-alerts/${bad}`)).status).toBe(400);
    expect((await testApp.client().delete(`/api/rate-alerts/${id}`)).status).toBe(401);
  });
});

describe('an operator’s rate crosses alerts', () => {
  it('previous < target ≤ new: equal ends, just above the new rate stays, and each ended alert is mailed once', async () => {
    const { client, email } = await signedUpClient(testApp, { firstName: 'Meera' });
    const equal = await alertOf(client, '64.5');
    const below = await alertOf(client, '63.0001');
    const justAbove = await alertOf(client, '64.5001');
    await setRateAsOperator('64.5');
    expect(await activeTargets(client)).toEqual(['64.5001']);

    const ended = await testApp.database.db.select().from(rateAlerts).where(inArray(rateAlerts.id, [equal, below, justAbove]));
    expect(ended.find((alert) => alert.id === equal)).toMatchObject({ triggeredRate: '64.500000' });
    expect(ended.find((alert) => alert.id === justAbove)?.triggeredAt).toBeNull();
    expect(await mailRowsOf([equal, below, justAbove])).toHaveLength(2);

    await smtp.waitForMessage(email, '1 CAD = 64.50 INR: your rate alert');
    const deadline = Date.now() + 10_000;
    const mails = () => smtp.messages.filter((mail) => mail.subject === '1 CAD = 64.50 INR: your rate alert' && mail.text?.includes('Hello Meera,'));
    while (mails().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const texts = mails().map((mail) => mail.text ?? '');
    expect(texts).toHaveLength(2);
    expect(texts.some((text) => text.includes('The rate is now 1 CAD = 64.50 INR, at or above the 64.50 INR you asked us to watch for.'))).toBe(true);
    expect(texts.some((text) => text.includes('The rate is now 1 CAD = 64.50 INR, at or above the 63.0001 INR you asked us to watch for.'))).toBe(true);
    const [mail] = mails();
    expect(mail?.text).toContain('https://maplerupee.example/');
    // The send screen is the mail's button (mail/layout.ts).
    expect(mail?.html).toMatch(/<a href="https:\/\/maplerupee\.example\/" class="mr-button-link"[^>]*>Send money<\/a>/);
    expect(mail?.messageId).toMatch(/^<rate-alert-mail-\d+@maplerupee\.local>$/);
  });

  it('a rate just below the target, a rate that falls, and the same rate again end nothing', async () => {
    const { client } = await signedUpClient(testApp);
    const id = await alertOf(client, '64');
    await setRateAsOperator('63.9999');
    await setRateAsOperator('63.5');
    await setRateAsOperator('63.5');
    expect(await activeTargets(client)).toEqual(['64.0000']);
    expect(await mailRowsOf([id])).toEqual([]);
  });

  it('from above: a target the previous rate already met is not crossed (a rate set outside the desk moved past it)', async () => {
    const { client } = await signedUpClient(testApp);
    const id = await alertOf(client, '64');
    await setRate(testApp, '64'); // by SQL, not an operator's change: ends nothing
    await setRateAsOperator('65');
    await setRate(testApp, '64.5');
    await setRateAsOperator('66');
    expect(await activeTargets(client)).toEqual(['64.0000']);
    expect(await mailRowsOf([id])).toEqual([]);
  });

  it('a closed account’s alert is not mailed', async () => {
    const customer = await signedUpClient(testApp);
    const id = await alertOf(customer.client, '64');
    await testApp.database.db.update(users).set({ closedAt: testApp.clock.now() }).where(eq(users.id, customer.user.id));
    await setRateAsOperator('65');
    expect(await mailRowsOf([id])).toEqual([]);
  });

  it('mails in the account’s language', async () => {
    const { client, email } = await signedUpClient(testApp, { firstName: 'Chloé', locale: 'fr-CA' });
    await alertOf(client, '64.25');
    await setRateAsOperator('64.3');
    const mail = await smtp.waitForMessage(email, 'votre alerte de taux');
    expect(mail.subject).toBe('1 CAD = 64,30 INR\u00a0: votre alerte de taux');
    expect(mail.text).toContain('Bonjour Chloé,');
    expect(mail.text).toContain('Le taux est maintenant de 1 CAD = 64,30 INR, soit au moins les 64,25 INR que vous nous avez demandé de surveiller.');
    const hindi = await signedUpClient(testApp, { locale: 'hi-IN' });
    await alertOf(hindi.client, '64.5');
    await setRateAsOperator('64.5');
    expect((await smtp.waitForMessage(hindi.email, 'आपका दर अलर्ट')).text).toContain('अब दर 1 CAD = 64.50 INR है');
  });

  it('two operators on two instances setting rates at once: every crossed alert ends once and is mailed once', async () => {
    const second = await startSecondInstance(testApp);
    try {
      const otherOperator = await adminClient(testApp);
      const onSecond = second.client();
      // The second operator signs in on the other instance (its authenticator's code finishes the sign-in).
      const login = await onSecond.post('/api/auth/login', { email: otherOperator.email, password: otherOperator.password });
      expect(login.body.secondFactorRequired).toBe(true);
      expect((await onSecond.post('/api/auth/second-factor', { code: otherOperator.totpCode() })).status).toBe(200);

      const customers = await Promise.all(Array.from({ length: 6 }, () => signedUpClient(testApp)));
      const ids: number[] = [];
      for (const [index, customer] of customers.entries()) {
        ids.push(await alertOf(customer.client, `63.${index + 1}`), await alertOf(customer.client, `64.${index + 1}`));
      }
      // Rounds of two concurrent rate changes that each cross some of the targets, in either order.
      for (const [first, other] of [['63.35', '64.2'], ['63', '63'], ['64.45', '63.65'], ['63.1', '65']]) {
        await Promise.all([setRateAsOperator(first!), setRateAsOperator(other!, onSecond)]);
      }
      // Within a round the later rate corrects the earlier one (set under 15 minutes before), which
      // re-arms the alerts only the earlier one reached (decision 040), in whichever order the two
      // landed. A last round, past the correction window, reaches every target in either order.
      // The mail so far is sent first: a claim is a lease on the test clock, and a jump past it while
      // a message is on its way would let the other instance send that message again.
      const unsent = async () =>
        (await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_queue where rate_alert_id in ${sql.raw(`(${ids.join(',')})`)} and sent_at is null`)).rows[0]!.n;
      const sentBy = Date.now() + 10_000;
      while ((await unsent()) > 0 && Date.now() < sentBy) await new Promise((resolve) => setTimeout(resolve, 50));
      testApp.clock.advance(RATE_CORRECTION_WINDOW_MS + 60_000);
      await Promise.all([setRateAsOperator('65'), setRateAsOperator('64.8', onSecond)]);
      const rows = await mailRowsOf(ids);
      const ended = await testApp.database.db.select().from(rateAlerts).where(inArray(rateAlerts.id, ids));
      expect(ended.every((alert) => alert.triggeredAt !== null)).toBe(true);
      expect(rows.map((row) => row.rateAlertId).sort()).toEqual([...ids].sort());
      // One message per alert reaches the SMTP server (by Message-ID), whichever instance sent it.
      const expectedIds = rows.map((row) => `<rate-alert-mail-${row.id}@maplerupee.local>`);
      const deadline = Date.now() + 10_000;
      const received = () => smtp.messages.filter((mail) => expectedIds.includes(mail.messageId ?? ''));
      while (received().length < expectedIds.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received().map((mail) => mail.messageId).sort()).toEqual([...expectedIds].sort());
    } finally {
      await second.close();
    }
  });
});
