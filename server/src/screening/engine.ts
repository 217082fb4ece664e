// INTERIM (replaced by the matcher branch): the engine's interface over the old in-process matcher.
import { findSanctionsMatches, MATCH_THRESHOLD as OLD_THRESHOLD } from '../compliance/sanctions-match';
import type { ListEntry } from './lists/list-entry';

export type { ListEntry };
export interface PartyToScreen {
  names: readonly string[];
  dateOfBirth?: string | null;
}
export interface ScreeningMatch {
  listName: string;
  entryId: string;
  name: string;
  matchedName: string;
  screenedName: string;
  score: number;
  features: Record<string, string | number | boolean>;
}
export const MATCH_THRESHOLD = OLD_THRESHOLD;
export interface ScreeningEngine {
  load(version: number, entries: readonly ListEntry[]): Promise<void>;
  readonly version: number | undefined;
  screen(
    parties: readonly PartyToScreen[],
    options?: { entryKeys?: readonly string[]; minimumScore?: number },
  ): Promise<{ version: number; matches: ScreeningMatch[][] }>;
  close(): Promise<void>;
}

export function startScreeningEngine(): ScreeningEngine {
  let loaded: { version: number; entries: readonly ListEntry[] } | undefined;
  return {
    get version() {
      return loaded?.version;
    },
    async load(version, entries) {
      loaded = { version, entries };
    },
    async screen(parties, options = {}) {
      if (!loaded) throw new Error('no list loaded');
      const keys = options.entryKeys ? new Set(options.entryKeys) : undefined;
      const entries = loaded.entries
        .filter((entry) => !keys || keys.has(`${entry.listName}/${entry.entryId}`))
        .map((entry) => ({ ...entry, aliases: [...entry.aliases], dateOfBirth: entry.datesOfBirth[0] ?? null }));
      const matches = parties.map((party) => {
        const found = new Map<string, ScreeningMatch>();
        for (const name of party.names) {
          for (const match of findSanctionsMatches({ name, dateOfBirth: party.dateOfBirth ?? null }, entries)) {
            const key = `${match.entry.listName}/${match.entry.entryId}`;
            if ((found.get(key)?.score ?? -1) >= match.similarity) continue;
            found.set(key, {
              listName: match.entry.listName,
              entryId: match.entry.entryId,
              name: match.entry.name,
              matchedName: match.matchedName,
              screenedName: name,
              score: match.similarity,
              features: { nameScore: match.similarity },
            });
          }
        }
        return [...found.values()].sort((a, b) => b.score - a.score);
      });
      return { version: loaded.version, matches };
    },
    async close() {},
  };
}
