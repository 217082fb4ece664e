import type { Worker } from 'node:worker_threads';
import type { ListEntry, PartyToScreen, ScreeningMatch } from './types';
import { IndexWorker } from './worker-client';
import type { IndexBuild } from './worker-protocol';

/**
 * The sanctions screening engine (decision 032): the index of the current list version lives in a
 * worker thread, and this module is the server's handle on it. The server's thread only sends
 * names and receives matches; building an index and scoring names happen in the worker.
 *
 * - `load` starts a NEW worker for the new version and sends it the list in slices; when its
 *   index is built it replaces the previous worker, which ends once the screenings it had begun
 *   are answered. So a screening never mixes two versions, and screenings go on during a load.
 * - `screen` sends the parties in batches of SCREEN_BATCH, two batches in flight: a re-screen of
 *   200,000 parties keeps the worker busy, and a single screening asked meanwhile waits for at
 *   most two batches, not the whole re-screen.
 * - A worker that crashes, or does not answer a message within `timeoutMs`, is ended: every call
 *   waiting on it rejects, and the next call starts a new worker and loads the last list again.
 */

export type { ListEntry, PartyToScreen, ScreeningMatch } from './types';
export { MATCH_THRESHOLD } from './score';

export interface ScreeningEngine {
  /** Builds the index for this list version in the worker (replacing the previous one); resolves when ready. */
  load(version: number, entries: readonly ListEntry[]): Promise<void>;
  /** The version loaded, or undefined before the first load. */
  readonly version: number | undefined;
  /**
   * Matches at or above MATCH_THRESHOLD for each party, best first, one per entry; `entryKeys`
   * limits the screen to those entries ("listName/entryId"), for a re-screen against only the
   * entries a new list version changed. Rejects (never resolves wrongly) if the worker fails or
   * times out.
   */
  screen(parties: readonly PartyToScreen[], options?: { entryKeys?: readonly string[]; minimumScore?: number }): Promise<{ version: number; matches: ScreeningMatch[][] }>;
  close(): Promise<void>;
}

const LOAD_SLICE = 500;
const SCREEN_BATCH = 32;
const IN_FLIGHT = 2;
/** An index build is proportional to the list: it may take this many times the message timeout. */
const BUILD_TIMEOUT_FACTOR = 10;

/**
 * What an engine's current worker is, for the tests (which end it as a crash would) and the bench
 * (which reads its index build): not part of the engine's interface.
 */
export const engineInternals = new WeakMap<ScreeningEngine, { worker(): Worker | undefined; build(): IndexBuild | undefined }>();

export function startScreeningEngine(options: { timeoutMs?: number } = {}): ScreeningEngine {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let current: IndexWorker | undefined;
  /** Every live worker: the current one, one being loaded, replaced ones finishing their screenings. */
  const workers = new Set<IndexWorker>();
  /**
   * The last list loaded, kept to restart a crashed worker: as JSON bytes, one buffer per slice,
   * outside the JavaScript heap — 50,000 entries as objects would lengthen every garbage
   * collection of the server's thread.
   */
  let last: { version: number; slices: readonly Uint8Array[] } | undefined;
  let loads: Promise<unknown> = Promise.resolve();
  let restarting: Promise<IndexWorker> | undefined;
  let closed = false;

  const onStop = (worker: IndexWorker) => {
    workers.delete(worker);
    if (worker === current) current = undefined;
  };

  /** The list as JSON slices, made a slice at a time so no one step holds the event loop long. */
  async function slicesOf(entries: readonly ListEntry[]): Promise<Uint8Array[]> {
    const slices: Uint8Array[] = [];
    for (let start = 0; start < entries.length; start += LOAD_SLICE) {
      slices.push(Buffer.from(JSON.stringify(entries.slice(start, start + LOAD_SLICE))));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return slices;
  }

  async function started(version: number, slices: readonly Uint8Array[]): Promise<IndexWorker> {
    const worker = new IndexWorker(timeoutMs, onStop);
    workers.add(worker);
    try {
      for (const slice of slices) await worker.call({ type: 'load-entries', json: slice });
      const reply = await worker.call({ type: 'load-end', version }, timeoutMs * BUILD_TIMEOUT_FACTOR);
      worker.version = version;
      worker.build = reply.build;
      return worker;
    } catch (error) {
      worker.stop(error as Error);
      throw error;
    }
  }

  /** The current worker, restarted with the last list after a crash; waits for a load in progress. */
  async function ready(): Promise<IndexWorker> {
    await loads.catch(() => undefined);
    if (closed) throw new Error('The screening engine is closed');
    if (current) return current;
    if (!last) throw new Error('No sanctions list is loaded for screening');
    const { version, slices } = last;
    restarting ??= started(version, slices)
      .then((worker) => {
        if (closed) worker.stop(new Error('The screening engine is closed'));
        else current = worker;
        return worker;
      })
      .finally(() => (restarting = undefined));
    return restarting;
  }

  const engine: ScreeningEngine = {
    get version() {
      return last?.version;
    },

    load(version, entries) {
      const loading = loads.then(async () => {
        if (closed) throw new Error('The screening engine is closed');
        const slices = await slicesOf(entries);
        const worker = await started(version, slices);
        if (closed) return worker.stop(new Error('The screening engine is closed'));
        const previous = current;
        current = worker;
        last = { version, slices };
        if (previous) {
          previous.retired = true;
          previous.users += 1;
          previous.release();
        }
      });
      loads = loading.catch(() => undefined);
      return loading;
    },

    async screen(parties, options = {}) {
      // A worker replaced or crashed between ready() and here is not used: the next one is.
      let worker = await ready();
      if (worker.stopped) worker = await ready();
      worker.users += 1;
      let filter: number | undefined;
      try {
        if (options.entryKeys) filter = (await worker.call({ type: 'filter', entryKeys: options.entryKeys })).filter;
        const matches: ScreeningMatch[][] = new Array(parties.length);
        const batches: number[] = [];
        for (let start = 0; start < parties.length; start += SCREEN_BATCH) batches.push(start);
        const send = async () => {
          for (let start = batches.shift(); start !== undefined; start = batches.shift()) {
            try {
              const reply = await worker.call({ type: 'screen', parties: parties.slice(start, start + SCREEN_BATCH), minimumScore: options.minimumScore, filter });
              if (reply.version !== worker.version || reply.matches?.length !== Math.min(SCREEN_BATCH, parties.length - start)) {
                throw new Error('The screening worker answered for another list version or batch');
              }
              reply.matches.forEach((found, offset) => (matches[start + offset] = found));
            } catch (error) {
              batches.length = 0; // the other sender stops too
              throw error;
            }
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, send));
        return { version: worker.version!, matches };
      } finally {
        if (filter !== undefined) worker.call({ type: 'forget', filter }).catch(() => undefined);
        worker.release();
      }
    },

    async close() {
      closed = true;
      await loads.catch(() => undefined);
      await restarting?.catch(() => undefined);
      for (const worker of [...workers]) worker.stop(new Error('The screening engine is closed'));
      current = undefined;
    },
  };
  engineInternals.set(engine, { worker: () => current?.thread, build: () => current?.build });
  return engine;
}
