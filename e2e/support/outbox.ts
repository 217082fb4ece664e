import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Reads mail the server wrote to DATA_DIR/outbox (no SMTP_URL in e2e), newest first. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<ParsedMail> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
      if (recipients.includes(to.toLowerCase())) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in the outbox within ${timeoutMs} ms`);
}
