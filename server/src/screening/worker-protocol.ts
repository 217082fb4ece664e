import type { PartyToScreen, ScreeningMatch, ScreenOptions } from './types';

/** The messages between engine.ts (the server's thread) and worker.ts. */

export type WorkerRequest =
  /** A slice of the list being loaded, as the JSON of its entries (a list is sent in slices so no one message blocks the sender). */
  | { id: number; type: 'load-entries'; json: Uint8Array }
  /** Builds the index from the slices received (replacing none: a worker holds one version). */
  | { id: number; type: 'load-end'; version: number }
  | { id: number; type: 'screen'; parties: readonly PartyToScreen[]; options: ScreenOptions };

export interface IndexBuild {
  ms: number;
  names: number;
  words: number;
  heapBytes: number;
}

export type WorkerReply =
  | { id: number; ok: true; build?: IndexBuild; version?: number; matches?: ScreeningMatch[][] }
  | { id: number; ok: false; error: string };
