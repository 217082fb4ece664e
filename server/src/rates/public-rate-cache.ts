import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { currentRate } from './current-rate';

/** Sent by a trigger on exchange_rates (migration 0004) whenever the rates change. */
export const RATE_CHANGED_CHANNEL = 'exchange_rate_changed';
const RECONNECT_DELAY_MS = 1_000;

/**
 * The public rate changes rarely and is read on every screen, so it is cached in memory. Every
 * instance LISTENs for the trigger's NOTIFY and drops its copy when any instance (or anyone with
 * SQL) changes a rate. While the LISTEN connection is down the cache is bypassed, so a missed
 * notification can never leave a stale rate on screen. A transfer is priced from it only as a
 * first guess: the statement that creates it checks that the rate is still the newest in the
 * database (transfers/create-pending-transfer.ts).
 */
export class PublicRateCache {
  private value: Promise<string> | undefined;
  private listener: pg.Client | undefined;
  private listening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.connect().catch((error: unknown) => this.lost(error));
  }

  /** The current rate (a decimal string). */
  get(): Promise<string> {
    if (!this.listening) return currentRate(this.db);
    if (!this.value) {
      const fetching = currentRate(this.db);
      this.value = fetching;
      fetching.catch(() => {
        if (this.value === fetching) this.value = undefined;
      });
    }
    return this.value;
  }

  invalidate(): void {
    this.value = undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.listening = false;
    await this.listener?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'maplerupee-listener' });
    this.listener = client;
    client.on('notification', () => this.invalidate());
    client.on('error', (error) => this.lost(error));
    client.on('end', () => this.lost(undefined));
    await client.connect();
    await client.query(`LISTEN ${RATE_CHANGED_CHANNEL}`);
    this.invalidate();
    this.listening = true;
  }

  private lost(error: unknown): void {
    this.listening = false;
    this.invalidate();
    if (this.stopped || this.reconnectTimer) return;
    if (error) this.log.warn({ reason: (error as Error).message }, 'rate change listener lost; reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.stopped) return;
      this.listener?.removeAllListeners();
      this.listener?.end().catch(() => undefined);
      this.connect().catch((next: unknown) => this.lost(next));
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
