import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer';

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
});
