import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import { adminMessages } from '../../../../domain/messages';
import type { ImapConfig } from '../../config';
import { AppError } from '../../http/errors';
import type { CollectionProvider, IncomingETransfer, IncomingPage } from '../collection-provider';
import { readNotification, type DnsResolver } from './read-notification';

/**
 * COLLECTION_PROVIDER=imap: the business's Interac auto-deposit inbox (docs/DEPLOY.md § The
 * Interac auto-deposit inbox). Each run opens the mailbox read-only (nothing is marked or moved, so
 * several instances and a person reading the same inbox never disturb each other), reads the
 * messages after the cursor, `UIDVALIDITY:UID` of the last one read, and turns each into an
 * e-Transfer or a review (read-notification.ts). A changed UIDVALIDITY (the mailbox was rebuilt or
 * restored) means the old UIDs mean nothing: it reads the mailbox again from the start, which
 * records nothing twice since every notification keeps the same transaction id.
 */

export interface ImapProviderOptions {
  imap: ImapConfig;
  log?: FastifyBaseLogger | undefined;
  /** The DNS answers for DKIM keys; node:dns when absent (tests supply their own key). */
  resolver?: DnsResolver | undefined;
}

const CURSOR = /^(\d{1,20}):(\d{1,10})$/;
const CONNECT_TIMEOUT_MS = 15_000;

export class ImapCollectionProvider implements CollectionProvider {
  readonly name = 'imap';

  constructor(private readonly options: ImapProviderOptions) {}

  private client(): ImapFlow {
    const url = new URL(this.options.imap.url);
    const secure = url.protocol === 'imaps:';
    const client = new ImapFlow({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      // Local test servers speak plain IMAP; never upgrade to a certificate they do not have.
      ...(secure ? {} : { doSTARTTLS: false }),
    });
    // A connection dropped mid-run rejects the pending call (the run records it as its error); an
    // 'error' event nobody listened to would end the process instead.
    client.on('error', (error: unknown) => this.options.log?.warn({ err: error }, 'IMAP connection error'));
    return client;
  }

  async listIncoming(cursor: string | null, limit: number): Promise<IncomingPage> {
    const client = this.client();
    await client.connect();
    try {
      const lock = await client.getMailboxLock(this.options.imap.mailbox, { readOnly: true });
      try {
        const mailbox = client.mailbox;
        if (!mailbox) throw new Error(`IMAP mailbox ${this.options.imap.mailbox} could not be opened`);
        const uidValidity = String(mailbox.uidValidity);
        const previous = cursor ? CURSOR.exec(cursor) : null;
        if (previous && previous[1] !== uidValidity) {
          this.options.log?.warn(
            { from: previous[1], to: uidValidity, mailbox: this.options.imap.mailbox },
            'the Interac inbox was renumbered (UIDVALIDITY changed): reading it again from the start',
          );
        }
        const after = previous && previous[1] === uidValidity ? Number(previous[2]) : 0;
        // `after+1:*` also answers the last message when none is newer: keep only the newer ones.
        const found = (await client.search({ uid: `${after + 1}:*` }, { uid: true })) || [];
        const uids = found.filter((uid) => uid > after).sort((a, b) => a - b).slice(0, limit);
        if (uids.length === 0) return { transfers: [], cursor: `${uidValidity}:${after}` };
        const sources = new Map<number, { source: Buffer; internalDate: Date | undefined }>();
        for await (const message of client.fetch(uids.join(','), { uid: true, source: true, internalDate: true }, { uid: true })) {
          if (message.source) {
            const internalDate = message.internalDate instanceof Date ? message.internalDate : undefined;
            sources.set(message.uid, { source: message.source, internalDate });
          }
        }
        const transfers: IncomingETransfer[] = [];
        for (const uid of uids) {
          const message = sources.get(uid);
          // Deleted between the search and the fetch: nothing to read.
          if (!message) continue;
          transfers.push(await readNotification(message.source, this.trust(), message.internalDate ?? new Date()));
        }
        return { transfers, cursor: `${uidValidity}:${uids[uids.length - 1]}` };
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  /** An inbox reports deposits, not the account's balance. */
  async balance(): Promise<{ balance: string; currency: 'CAD' }> {
    throw new AppError('unavailable', adminMessages.balanceNotReported);
  }

  private trust() {
    return { sender: this.options.imap.sender, dkimDomain: this.options.imap.dkimDomain, resolver: this.options.resolver };
  }
}
