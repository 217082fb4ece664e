import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { dataDir } from './worker';

/**
 * Reads mail the server wrote to DATA_DIR/outbox (no SMTP_URL in e2e), newest first; optionally
 * whose subject contains `wanted`, or for which `wanted` is true.
 */
export async function waitForMail(to: string, timeoutMs = 10_000, wanted?: string | ((mail: ParsedMail) => boolean)): Promise<ParsedMail> {
  const isWanted = (mail: ParsedMail) => wanted === undefined || (typeof wanted === 'string' ? (mail.subject ?? '').includes(wanted) : wanted(mail));
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
      if (recipients.includes(to.toLowerCase()) && isWanted(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in the outbox within ${timeoutMs} ms`);
}

const VERIFICATION_LINK = /\/verify-email\?token=([\w-]+)/;

/**
 * The token of the newest email-verification link mailed to `email` (sent at sign-up, issue 18), in
 * any language. With `replacing`, a link other than that one: a new link is mailed after its
 * request is answered, and until it arrives the newest mail holds the link it has just made void.
 */
export async function verificationToken(email: string, replacing?: string): Promise<string> {
  const tokenOf = (mail: ParsedMail) => VERIFICATION_LINK.exec(mail.text ?? '')?.[1];
  const mail = await waitForMail(email, 10_000, (candidate) => {
    const token = tokenOf(candidate);
    return token !== undefined && token !== replacing;
  });
  return tokenOf(mail)!;
}

/**
 * Verifies a customer's email as opening the mailed link does (POST /api/auth/verify-email), for
 * journeys that need it (identity verification) but are not about it. Any context with the app's Origin.
 */
export async function confirmEmail(context: APIRequestContext, email: string, origin?: string): Promise<void> {
  const token = await verificationToken(email);
  const response = await context.post('/api/auth/verify-email', { data: { token }, ...(origin ? { headers: { origin } } : {}) });
  if (!response.ok()) throw new Error(`verify email: ${response.status()} ${await response.text()}`);
}
