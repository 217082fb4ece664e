import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port that keeps every message it receives, parsed. */
export interface TestSmtpServer {
  url: string;
  messages: ParsedMail[];
  /** Waits for a message to `to`, optionally whose subject contains `subject` (up to 10 s). */
  waitForMessage(to: string, subject?: string): Promise<ParsedMail>;
  /** Refuses the next `count` messages with a temporary failure (451), as a mail server under trouble. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-session (a server process killed by a test) resets its connection; the
  // SMTP server reports it as an 'error' event, which would otherwise be an uncaught exception.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(to, subject) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = messages.find(
          (mail) => recipients(mail).includes(to.toLowerCase()) && (!subject || (mail.subject ?? '').includes(subject)),
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} within 10 s`);
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
