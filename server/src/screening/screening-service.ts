import type { FastifyBaseLogger } from 'fastify';
import type { ChangeListener } from '../db/change-listener';
import type { Db } from '../db/client';
import { startScreeningEngine, type PartyToScreen, type ScreeningEngine, type ScreeningMatch } from './engine';
import { currentListVersion, LIST_CHANGED_CHANNEL, readListEntries } from './list-version';

export interface ScreeningResult {
  /** The list version the parties were compared with: what their screened_version becomes. */
  version: number;
  matches: ScreeningMatch[][];
}

/**
 * This instance's sanctions matcher (engine.ts: an index in a worker thread), kept at the newest
 * list version: loaded at start, reloaded when an import's NOTIFY arrives, and checked again
 * whenever the listener reconnects (a notification may have been missed) and before each
 * re-screen. A screening reports the version it used; a party screened while this instance was
 * still on an older version stays behind the current one, so the re-screen (rescreen.ts) takes it
 * again and its transfers wait (screening_pending). Every failure rejects: callers fail closed.
 */
export class ScreeningService {
  private loading: Promise<void> | undefined;
  private again = false;
  private readonly loadedListeners: ((version: number) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly engine: ScreeningEngine = startScreeningEngine(),
  ) {}

  /** Subscribe before the listener starts; then start() loads the list. */
  listen(changes: ChangeListener): void {
    const refresh = () => void this.refresh().catch(() => undefined);
    changes.subscribe(LIST_CHANGED_CHANNEL, { changed: refresh, reset: refresh });
  }

  /** Hears every version this instance loads (the server starts a re-screen: rescreen.ts). */
  onVersionLoaded(listener: (version: number) => void): void {
    this.loadedListeners.push(listener);
  }

  /** The version loaded, undefined until the first load. */
  get version(): number | undefined {
    return this.engine.version;
  }

  /** Loads the newest list version if this instance does not hold it; one load at a time, later calls coalesced. */
  refresh(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      try {
        do {
          this.again = false;
          const version = await currentListVersion(this.db);
          if (version === this.engine.version) continue;
          const started = Date.now();
          const entries = await readListEntries(this.db);
          await this.engine.load(version, entries);
          this.log.info({ version, entries: entries.length, ms: Date.now() - started }, 'sanctions list loaded');
          for (const listener of this.loadedListeners) listener(version);
        } while (this.again);
      } catch (error) {
        this.log.error({ err: error }, 'sanctions list could not be loaded; screenings fail closed until it is');
        throw error;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /**
   * Screens parties against the current list: if the database holds a newer version than this
   * instance loaded (its NOTIFY not yet heard), it is loaded first. Rejects if it cannot.
   */
  async screen(parties: readonly PartyToScreen[], options: { entryKeys?: readonly string[] } = {}): Promise<ScreeningResult> {
    if (this.engine.version === undefined || this.engine.version !== (await currentListVersion(this.db))) await this.refresh();
    return this.engine.screen(parties, options);
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
