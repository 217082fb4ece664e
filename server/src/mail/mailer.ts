import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { logoAttachments } from './logo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** "<…@…>"; a message sent again (at-least-once delivery) keeps its id, so mail clients can drop the copy. */
  messageId?: string;
}

export interface Mailer {
  /** Where mail goes, for logs and the README: "smtp://host:port" or the outbox folder. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: { info(object: object, message: string): void };
}

/**
 * Writes the file, creating its folder only when missing (not on every message). Synchronously:
 * a few kilobytes into the page cache take ~25 µs, where the promise API's three thread-pool
 * round trips (open, write, close) cost several times that in CPU under load (bench/focus.ts).
 */
function writeCreatingFolder(file: string, content: Buffer): void {
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** The message as MIME, by nodemailer's own composer (what its stream transport runs, without the plugin pipeline). */
function compose(message: nodemailer.SendMailOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    new MailComposer(message).compile().build((error, built) => (error ? reject(error) : resolve(built)));
  });
}

/**
 * Our texts are mostly ASCII: quoted-printable keeps them readable and spares nodemailer the
 * per-message choice between encodings (a third of composing a message, measured).
 */
const TEXT_ENCODING = 'quoted-printable';

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox folder.
 * Either way an HTML part that shows the logo (mail/layout.ts) carries it as a related part (logo.ts).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, textEncoding: TEXT_ENCODING, ...message, attachments: await logoAttachments(message.html) });
      },
      close: () => transport.close(),
    };
  }
  return {
    destination: options.outboxDir,
    async send(message) {
      const mime = await compose({ from: options.from, textEncoding: TEXT_ENCODING, ...message, attachments: await logoAttachments(message.html) });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      writeCreatingFolder(file, mime);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}
