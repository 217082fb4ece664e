/** What the screening engine reads and answers (re-exported by engine.ts, the feature's entry point). */

import type { ListEntry } from './lists/list-entry';

export type { ListEntry };

export interface PartyToScreen {
  names: readonly string[];
  /** YYYY-MM-DD */
  dateOfBirth?: string | null;
}

export interface ScreeningMatch {
  listName: string;
  entryId: string;
  /** The entry's primary name, and the name or alias of it that matched. */
  name: string;
  matchedName: string;
  /** The party's name (one of `names`) that matched. */
  screenedName: string;
  /** 0..1, 2 decimals. */
  score: number;
  features: Record<string, string | number | boolean>;
}

export interface ScreenOptions {
  /** Only these entries ("listName/entryId"): a re-screen against what a new list version changed. */
  entryKeys?: readonly string[];
  /** Report matches from this score (default MATCH_THRESHOLD). */
  minimumScore?: number;
}

/** How a match names its entry ("listName/entryId"), as `entryKeys` does. */
export function entryKey(entry: Pick<ListEntry, 'listName' | 'entryId'>): string {
  return `${entry.listName}/${entry.entryId}`;
}
