import { dkimSign } from 'mailauth/lib/dkim/sign.js';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { describe, expect, it } from 'vitest';
import { generateReferenceCode } from '../../domain/reference-code';
import { displayText, readNotification, readWithTemplates } from '../src/payments/imap/read-notification';
import { NOTIFICATION_TEMPLATES } from '../src/payments/imap/templates';
import { notificationFixtures, reminderFixture, type NotificationFields } from './fixtures/interac/notifications';
import { composeNotification, dkimKey, testResolver } from './imap-server';

/**
 * One Interac notification → an e-Transfer or a review (server/src/payments/imap/read-notification.ts):
 * every wording the templates know, DKIM with keys this test makes, and each way a notification
 * is refused. payments-imap.test.ts runs the same through a real IMAP server and the monitor.
 */

const interac = dkimKey('payments.interac.ca');
const trust = { sender: 'notify@payments.interac.ca', dkimDomain: 'payments.interac.ca', resolver: testResolver([interac]) };
const receivedAt = new Date('2026-11-20T15:04:05Z');

const fields = (overrides: Partial<NotificationFields> = {}): NotificationFields => ({
  senderName: 'ASHA PATEL',
  amount: '1,250.50',
  message: `Transfer ${generateReferenceCode()} thank you`,
  reference: 'CA1MRbQm3kTn',
  ...overrides,
});

describe('the templates', () => {
  const cases = [
    ['enMoneyTransfer', '1,250.50'],
    ['enYouReceived', '1,250.50'],
    ['enSentYouMoney', '1,250.50'],
    ['frVousAEnvoye', '1 250,50'],
    ['frTransfertDepose', '1\u00a0250,50'],
  ] as const;

  it.each(cases)('%s: a signed notification from Interac is read into the e-Transfer it reports (%s)', async (name, amount) => {
    const f = fields({ amount });
    const fixture = notificationFixtures[name](f);
    const incoming = await readNotification(await composeNotification(fixture, { key: interac, date: receivedAt }), trust, new Date());
    expect(incoming).toEqual({
      transactionId: 'CA1MRbQm3kTn',
      message: f.message,
      amount: '1250.50',
      senderName: 'ASHA PATEL',
      senderEmail: '',
      receivedAt,
    });
  });

  it('each wording is read by its own template', () => {
    for (const [name, amount] of cases) {
      const fixture = notificationFixtures[name](fields({ amount }));
      expect(readWithTemplates(`Subject: ${fixture.subject}\n${fixture.text}`)?.templateId).toBe(fixture.template);
    }
    expect(new Set(NOTIFICATION_TEMPLATES.map((template) => template.id)).size).toBe(NOTIFICATION_TEMPLATES.length);
  });

  it('a notification with no memo is read with an empty message (and then names no transfer)', async () => {
    const fixture = notificationFixtures.enMoneyTransfer(fields());
    const text = fixture.text.replace(/^Message: .*\n/m, '');
    expect(readWithTemplates(`Subject: ${fixture.subject}\n${text}`)).toMatchObject({ message: '', reference: 'CA1MRbQm3kTn' });
  });

  it('an amount of 0, or one too large for an e-Transfer record, is not read', () => {
    for (const amount of ['0.00', '100,000,000.00']) {
      const fixture = notificationFixtures.enMoneyTransfer(fields({ amount }));
      expect(readWithTemplates(`Subject: ${fixture.subject}\n${fixture.text}`)).toBeUndefined();
    }
  });
});

describe('what goes to review, with the reason and the text', () => {
  it('a forged notification (signed with a key that is not the one published) is unverified_sender, keyed by its content', async () => {
    const forger = { ...dkimKey('payments.interac.ca'), keySelector: interac.keySelector };
    const source = await composeNotification(notificationFixtures.enMoneyTransfer(fields()), { key: forger });
    const incoming = await readNotification(source, trust, receivedAt);
    expect(incoming.reviewReason).toBe('unverified_sender');
    // Never the reference number it claims: a forgery cannot take a real deposit's id.
    expect(incoming.transactionId).toMatch(/^mail:[0-9a-f]{64}$/);
    expect(incoming.rawText).toContain('Reference Number: CA1MRbQm3kTn');
  });

  it('a notification changed after it was signed is unverified_sender', async () => {
    const source = (await composeNotification(notificationFixtures.enMoneyTransfer(fields()), { key: interac })).toString('utf8');
    const tampered = Buffer.from(source.replace('$1,250.50', '$9,250.50'));
    expect((await readNotification(tampered, trust, receivedAt)).reviewReason).toBe('unverified_sender');
  });

  it('a signature covering only the start of the body (l=) is unverified_sender: the rest could be anyone’s text', async () => {
    const unsigned = (await composeNotification(notificationFixtures.enMoneyTransfer(fields()))).toString('utf8');
    // mailauth signs what signatureData lists; its types also ask for the fields of one signature at the top.
    const options = { signatureData: [{ signingDomain: interac.domainName, selector: interac.keySelector, privateKey: interac.privateKey, maxBodyLength: 80 }] };
    const { signatures } = await dkimSign(unsigned, options as unknown as Parameters<typeof dkimSign>[1]);
    const signed = Buffer.from(`${signatures}${unsigned}`);
    // The signature itself verifies; only the unsigned rest of the body makes it untrusted.
    const [result] = (await dkimVerify(signed, { resolver: trust.resolver })).results;
    expect(result?.status).toMatchObject({ result: 'pass', underSized: expect.any(Number) });
    expect((await readNotification(signed, trust, receivedAt)).reviewReason).toBe('unverified_sender');
  });

  it('an unsigned notification is unverified_sender', async () => {
    const source = await composeNotification(notificationFixtures.enMoneyTransfer(fields()));
    expect((await readNotification(source, trust, receivedAt)).reviewReason).toBe('unverified_sender');
  });

  it('one from another sender, validly signed by its own domain, is unverified_sender', async () => {
    const lookalike = dkimKey('payments-interac.ca.example');
    const source = await composeNotification(notificationFixtures.enMoneyTransfer(fields()), { key: lookalike, from: 'notify@payments-interac.ca.example' });
    const incoming = await readNotification(source, { ...trust, resolver: testResolver([interac, lookalike]) }, receivedAt);
    expect(incoming.reviewReason).toBe('unverified_sender');
  });

  it('one from the trusted sender signed by another domain (not aligned) is unverified_sender', async () => {
    const other = dkimKey('mailer.example');
    const source = await composeNotification(notificationFixtures.enMoneyTransfer(fields()), { key: other });
    expect((await readNotification(source, { ...trust, resolver: testResolver([interac, other]) }, receivedAt)).reviewReason).toBe('unverified_sender');
  });

  it('a trusted mail no template reads is unreadable, with its text', async () => {
    const incoming = await readNotification(await composeNotification(reminderFixture, { key: interac }), trust, receivedAt);
    expect(incoming).toMatchObject({ reviewReason: 'unreadable', amount: '0.00', senderName: 'Interac e-Transfer', message: '' });
    expect(incoming.rawText).toContain('Subject: Reminder: INTERAC e-Transfer: ASHA PATEL sent you money.');
  });

  it('a deposit in another currency is unsupported_currency, keyed by its Interac reference', async () => {
    const fixture = notificationFixtures.enMoneyTransfer(fields());
    const usd = { ...fixture, text: fixture.text.replace('(CAD)', '(USD)') };
    const incoming = await readNotification(await composeNotification(usd, { key: interac }), trust, receivedAt);
    expect(incoming).toMatchObject({ reviewReason: 'unsupported_currency', transactionId: 'CA1MRbQm3kTn' });
  });

  it('a deposit whose message holds no reference code is no_transfer', async () => {
    const source = await composeNotification(notificationFixtures.frVousAEnvoye(fields({ amount: '80,00', message: 'pour maman' })), { key: interac });
    expect(await readNotification(source, trust, receivedAt)).toMatchObject({ reviewReason: 'no_transfer', amount: '80.00', message: 'pour maman' });
  });

  it('hidden characters are removed from what operators read', () => {
    expect(displayText('a\u202eb\u0000c\u200bd\r\ne\tf')).toBe('abcd\ne\tf');
  });
});
