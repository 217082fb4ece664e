import type { PartyToScreen, ScreeningMatch } from './types';

/** The messages between engine.ts (the server's thread) and worker.ts. */

export type WorkerRequest =
  /** A slice of the list being loaded, as the JSON of its entries (a list is sent in slices so no one message blocks the sender). */
  | { id: number; type: 'load-entries'; json: Uint8Array }
  /** Builds the index from the slices received (replacing none: a worker holds one version). */
  | { id: number; type: 'load-end'; version: number }
  /**
   * The entries a screening is limited to, sent once for all its batches (a re-screen of 200,000
   * parties in batches of 32 would otherwise copy the keys 6,250 times); answered with a filter id.
   */
  | { id: number; type: 'filter'; entryKeys: readonly string[] }
  | { id: number; type: 'forget'; filter: number }
  | { id: number; type: 'screen'; parties: readonly PartyToScreen[]; minimumScore: number | undefined; filter: number | undefined };

export interface IndexBuild {
  ms: number;
  names: number;
  words: number;
  heapBytes: number;
}

export type WorkerReply =
  | { id: number; ok: true; build?: IndexBuild; version?: number; matches?: ScreeningMatch[][]; filter?: number }
  | { id: number; ok: false; error: string };
