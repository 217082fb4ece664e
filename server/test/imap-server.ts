import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { DnsResolver } from '../src/payments/imap/read-notification';
import type { NotificationFixture } from './fixtures/interac/notifications';

/**
 * A real IMAP server on 127.0.0.1 for the Interac inbox's tests: hoodiecrow-imap (by imapflow's
 * author: an in-memory IMAP4rev1 server made for client tests), one per test file, on a free
 * port. Messages are appended over IMAP as a mail server would deliver them, DKIM-signed by keys
 * the test makes, whose public halves only the test's DNS resolver knows.
 */

export interface TestImapServer {
  url: string;
  append(message: Buffer): Promise<void>;
  close(): Promise<void>;
}

export async function startImapServer(options: { uidValidity: number }): Promise<TestImapServer> {
  const server = hoodiecrow({ plugins: ['UIDPLUS', 'LITERALPLUS'], storage: { INBOX: { uidvalidity: options.uidValidity, messages: [] } } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `imap://testuser:testpass@127.0.0.1:${port}`;
  return {
    url,
    async append(message) {
      const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, doSTARTTLS: false, auth: { user: 'testuser', pass: 'testpass' }, logger: false });
      await client.connect();
      try {
        await client.append('INBOX', message);
      } finally {
        await client.logout();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A DKIM key pair for a domain and selector, with the TXT record that publishes it. */
export function dkimKey(domainName: string, keySelector = 'test2026') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    domainName,
    keySelector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    record: { name: `${keySelector}._domainkey.${domainName}`, txt: `v=DKIM1; k=rsa; p=${publicDer}` },
  };
}
export type DkimKey = ReturnType<typeof dkimKey>;

/** Answers only the test's published keys; anything else does not exist. */
export function testResolver(published: DkimKey[]): DnsResolver {
  return async (name, rrtype) => {
    const key = published.find((candidate) => candidate.record.name === name.toLowerCase());
    if (rrtype === 'TXT' && key) return [[key.record.txt]];
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
}

/** A notification as Interac sends it: From, To, Date, the fixture's subject and text, DKIM-signed with `key` (if any). */
export async function composeNotification(
  fixture: NotificationFixture,
  options: { from?: string; key?: DkimKey; date?: Date } = {},
): Promise<Buffer> {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(options.key ? { dkim: { domainName: options.key.domainName, keySelector: options.key.keySelector, privateKey: options.key.privateKey } } : {}),
  });
  const info = await transport.sendMail({
    from: `"Interac e-Transfer" <${options.from ?? 'notify@payments.interac.ca'}>`,
    to: 'payments@maplerupee.ca',
    subject: fixture.subject,
    text: fixture.text,
    date: options.date ?? new Date(),
  });
  return info.message as Buffer;
}
