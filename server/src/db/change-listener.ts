import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_DELAY_MS = 1_000;

export interface ChangeSubscriber {
  /** A NOTIFY on the channel, with its payload. */
  changed(payload: string): void;
  /**
   * Listening started or stopped: notifications sent while not listening are lost, so whatever a
   * subscriber cached must go.
   */
  reset(): void;
}

/**
 * One LISTEN connection per instance for the in-memory caches that must drop what another
 * instance (or anyone with SQL) changed: triggers NOTIFY on commit, and PostgreSQL delivers every
 * notification to every live listener, in commit order. While the connection is down `listening`
 * is false and each cache must bypass itself; it reconnects every second.
 */
export class ChangeListener {
  private readonly subscribers = new Map<string, ChangeSubscriber[]>();
  private client: pg.Client | undefined;
  private isListening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  get listening(): boolean {
    return this.isListening;
  }

  /** Subscribe before start(). */
  subscribe(channel: string, subscriber: ChangeSubscriber): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), subscriber]);
  }

  async start(): Promise<void> {
    await this.connect().catch((error: unknown) => this.lost(error));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    // No reset for the subscribers: the server is closing, and a reset would start reloads (the
    // sanctions list's) racing the database pool's end.
    this.isListening = false;
    await this.client?.end().catch(() => undefined);
  }

  private setListening(listening: boolean): void {
    this.isListening = listening;
    for (const subscribers of this.subscribers.values()) for (const subscriber of subscribers) subscriber.reset();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'maplerupee-listener' });
    this.client = client;
    client.on('notification', (message) => {
      for (const subscriber of this.subscribers.get(message.channel) ?? []) subscriber.changed(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(error));
    client.on('end', () => this.lost(undefined));
    await client.connect();
    for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
    this.setListening(true);
  }

  private lost(error: unknown): void {
    if (this.stopped) return;
    this.setListening(false);
    if (this.reconnectTimer) return;
    if (error) this.log.warn({ reason: (error as Error).message }, 'change listener lost; reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.stopped) return;
      this.client?.removeAllListeners();
      this.client?.end().catch(() => undefined);
      this.connect().catch((next: unknown) => this.lost(next));
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
