import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGO_CID } from '../src/mail/logo';
import { createMailer } from '../src/mail/mailer';
import { everyMail, ORDINARY_VALUES } from './mail-samples';

/** Without SMTP_URL, each message is an .eml file in the outbox folder, readable by any mail client. */

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

async function outbox() {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-outbox-'));
  folders.push(base);
  const logged: object[] = [];
  const dir = path.join(base, 'not-yet-created', 'outbox');
  const mailer = createMailer({ smtpUrl: undefined, from: 'MapleRupee <no-reply@maplerupee.local>', outboxDir: dir, log: { info: (entry) => logged.push(entry) } });
  return { dir, mailer, logged };
}

describe('outbox mailer', () => {
  it('writes each message as a parseable .eml file, creating the folder, and logs its path', async () => {
    const { dir, mailer, logged } = await outbox();
    await mailer.send({ to: 'priya@example.com', subject: 'We received your transfer ABC1234567', text: 'They will get ₹6,300.00.', html: '<p>They will get ₹6,300.00.</p>' });
    await mailer.send({ to: 'arjun@example.com', subject: 'Second', text: 'Plain only', messageId: '<transfer-mail-7@maplerupee.local>' });
    const files = (await fs.readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const parsed = await Promise.all(files.map(async (file) => simpleParser(await fs.readFile(path.join(dir, file)))));
    const first = parsed.find((mail) => mail.subject === 'We received your transfer ABC1234567')!;
    expect(first.from?.value).toEqual([{ name: 'MapleRupee', address: 'no-reply@maplerupee.local' }]);
    expect(first.to && !Array.isArray(first.to) ? first.to.text : undefined).toBe('priya@example.com');
    expect(first.text?.trim()).toBe('They will get ₹6,300.00.');
    expect(first.html).toContain('<p>They will get ₹6,300.00.</p>');
    expect(first.attachments).toEqual([]); // no logo where the HTML does not show it
    expect(first.messageId).toMatch(/^<.+@.+>$/);
    expect(first.date).toBeInstanceOf(Date);
    const second = parsed.find((mail) => mail.subject === 'Second')!;
    expect(second.text?.trim()).toBe('Plain only');
    expect(second.html).toBe(false);
    expect(second.messageId).toBe('<transfer-mail-7@maplerupee.local>');
    expect(logged.map((entry) => (entry as { file: string }).file).sort()).toEqual(files.map((file) => path.join(dir, file)));
  });

  it('gives every message its own file when many are sent at once', async () => {
    const { dir, mailer } = await outbox();
    await Promise.all(Array.from({ length: 200 }, (_, index) => mailer.send({ to: `c${index}@example.com`, subject: `n${index}`, text: 'x' })));
    expect(await fs.readdir(dir)).toHaveLength(200);
  });

  it('a mail in the layout carries the logo as a related PNG, shown by its Content-ID (mail/logo.ts)', async () => {
    const { dir, mailer } = await outbox();
    await mailer.send(everyMail(ORDINARY_VALUES, 'fr-CA').transferApproved);
    const [file] = await fs.readdir(dir);
    const raw = await fs.readFile(path.join(dir, file!), 'utf8');
    expect(raw).toMatch(/Content-Type: multipart\/related; type="text\/html"/);
    expect(raw).toContain(`Content-ID: <${LOGO_CID}>`);
    const mail = await simpleParser(raw, { keepCidLinks: true });
    expect(mail.html).toContain(`<img src="cid:${LOGO_CID}"`);
    expect(mail.attachments).toHaveLength(1);
    const [logo] = mail.attachments;
    expect(logo).toMatchObject({ contentType: 'image/png', cid: LOGO_CID, contentDisposition: 'inline', related: true });
    // Drawn at three times the 40 px it is shown at, with a transparent background, in a few kilobytes.
    expect(await sharp(logo!.content).metadata()).toMatchObject({ format: 'png', width: 120, height: 120, hasAlpha: true });
    expect(logo!.size).toBeLessThan(8_000);
  });
});
