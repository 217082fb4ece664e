import { afterEach, describe, expect, it } from 'vitest';
import { engineInternals, MATCH_THRESHOLD, startScreeningEngine, type ListEntry, type ScreeningEngine } from '../src/screening/engine';
import { generateList } from './screening-list';

/**
 * The screening engine (decision 032): the index in a worker thread, run here from the
 * TypeScript sources as Vitest and `tsx` run them (the bundled worker is tested in
 * screening-bundle.test.ts). Loading, batches, versions, a re-screen limited to some entries, and
 * what a crash or a timeout does: pending calls reject, the next call restarts the worker with
 * the last list.
 */

const AZHAR: ListEntry = { listName: 'TEST LIST', entryId: 'AZHAR', kind: 'person', name: 'Masood Azhar', aliases: ['Muhammad Masood Azhar Alvi'], datesOfBirth: ['1968-07-10'], country: 'PK' };
const KRAVETZ: ListEntry = { listName: 'TEST LIST', entryId: 'KRAVETZ', kind: 'person', name: 'Borislav Ignatov Kravetz', aliases: [], datesOfBirth: [], country: null };
const ACME: ListEntry = { listName: 'OTHER LIST', entryId: 'ACME', kind: 'organization', name: 'Crescent Orient Trading LLC', aliases: [], datesOfBirth: [], country: null };

const engines: ScreeningEngine[] = [];
function engine(options?: { timeoutMs?: number }): ScreeningEngine {
  const started = startScreeningEngine(options);
  engines.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(engines.splice(0).map((started) => started.close()));
});

const ids = (matches: { entryId: string }[]) => matches.map((match) => match.entryId);

describe('the screening engine', () => {
  it('screens nothing before a list is loaded, then answers with the version it used', async () => {
    const screening = engine();
    expect(screening.version).toBeUndefined();
    await expect(screening.screen([{ names: ['Masood Azhar'] }])).rejects.toThrow('No sanctions list is loaded');
    await screening.load(7, [AZHAR, KRAVETZ, ACME]);
    expect(screening.version).toBe(7);
    const { version, matches } = await screening.screen([{ names: ['मसूद अज़हर'] }, { names: ['Priya Sharma'] }, { names: ['Crescent Orient Trading'] }]);
    expect(version).toBe(7);
    expect(matches).toHaveLength(3);
    expect(matches[0]).toEqual([
      expect.objectContaining({ listName: 'TEST LIST', entryId: 'AZHAR', name: 'Masood Azhar', matchedName: 'Masood Azhar', screenedName: 'मसूद अज़हर', score: 0.98 }),
    ]);
    expect(matches[0]![0]!.features).toMatchObject({ transliterated: true, dateOfBirth: 'unknown', kind: 'person' });
    expect(matches[1]).toEqual([]);
    expect(ids(matches[2]!)).toEqual(['ACME']);
  });

  it('screens a party by every name it has, and reports the name that matched, one match per entry', async () => {
    const screening = engine();
    await screening.load(1, [AZHAR, KRAVETZ]);
    const { matches } = await screening.screen([{ names: ['Priya Sharma', 'Muhammad Masood Azhar', 'Masood Azhar'], dateOfBirth: '1968-10-07' }]);
    expect(matches[0]).toHaveLength(1);
    expect(matches[0]![0]).toMatchObject({ entryId: 'AZHAR', screenedName: 'Masood Azhar', matchedName: 'Masood Azhar', score: 1 });
    expect(matches[0]![0]!.features.dateOfBirth).toBe('swap');
  });

  it('keeps the order of a large batch, and its matches', async () => {
    const screening = engine();
    const list = generateList(2_000, 7);
    await screening.load(1, list);
    const parties = list.slice(0, 300).map((entry) => ({ names: [entry.aliases[0]!] }));
    const { matches } = await screening.screen(parties);
    expect(matches).toHaveLength(300);
    matches.forEach((found, position) => expect(ids(found), list[position]!.entryId).toContain(list[position]!.entryId));
  });

  it('limits a re-screen to the entries asked for, and reports from the minimum score asked for', async () => {
    const screening = engine();
    await screening.load(1, [AZHAR, KRAVETZ, ACME]);
    const parties = [{ names: ['Masood Azhar'] }, { names: ['Kravetz Borislav'] }];
    const limited = await screening.screen(parties, { entryKeys: ['TEST LIST/KRAVETZ', 'TEST LIST/NOT-LISTED'] });
    expect(limited.matches.map(ids)).toEqual([[], ['KRAVETZ']]);
    const none = await screening.screen(parties, { entryKeys: [] });
    expect(none.matches).toEqual([[], []]);
    // Over many batches (the keys are sent once, then every batch uses them).
    const many = await screening.screen(Array.from({ length: 100 }, (_, position) => parties[position % 2]!), { entryKeys: ['TEST LIST/AZHAR'] });
    expect(many.matches.map(ids)).toEqual(Array.from({ length: 100 }, (_, position) => (position % 2 ? [] : ['AZHAR'])));
    // "Masood" and "Azhar" against "Muhammad Masood Azhar Alvi": below the threshold on its own.
    const weak = await screening.screen([{ names: ['Masood Khan Azhar'], dateOfBirth: '1970-01-01' }]);
    expect(weak.matches[0]).toEqual([]);
    const lower = await screening.screen([{ names: ['Masood Khan Azhar'], dateOfBirth: '1970-01-01' }], { minimumScore: 0.5 });
    expect(lower.matches[0]![0]!.score).toBeLessThan(MATCH_THRESHOLD);
  });

  it('replaces the list with a new version, and screens with the new one', async () => {
    const screening = engine();
    await screening.load(1, [AZHAR]);
    await screening.load(2, [KRAVETZ]);
    expect(screening.version).toBe(2);
    const { version, matches } = await screening.screen([{ names: ['Masood Azhar'] }, { names: ['Borislav Kravetz'] }]);
    expect(version).toBe(2);
    expect(matches.map(ids)).toEqual([[], ['KRAVETZ']]);
  });

  it('a screening begun before a new version is loaded is answered whole from the version it began with', async () => {
    const screening = engine();
    const list = [...generateList(3_000, 11), AZHAR];
    await screening.load(1, list);
    const parties = Array.from({ length: 400 }, (_, position) => ({ names: [position % 2 ? 'Masood Azhar' : list[position]!.name] }));
    const before = screening.screen(parties);
    await screening.load(2, [KRAVETZ]);
    const answered = await before;
    expect(answered.version).toBe(1);
    expect(answered.matches.every((found, position) => position % 2 === 0 || ids(found).includes('AZHAR'))).toBe(true);
    expect((await screening.screen([{ names: ['Masood Azhar'] }])).matches).toEqual([[]]);
  });

  it('rejects the calls pending when the worker crashes, and restarts it with the last list on the next call', async () => {
    const screening = engine();
    const list = [...generateList(3_000, 13), AZHAR];
    await screening.load(3, list);
    const pending = screening.screen(Array.from({ length: 2_000 }, (_, position) => ({ names: [list[position % 3_000]!.aliases[1]!] })));
    // End the thread as a crash would (an out-of-memory error or a native fault ends it alike).
    await new Promise((resolve) => setTimeout(resolve, 20));
    await engineInternals.get(screening)!.worker()!.terminate();
    await expect(pending).rejects.toThrow('The screening worker stopped');
    const after = await screening.screen([{ names: ['Масуд Азхар'] }]);
    expect(after.version).toBe(3);
    expect(ids(after.matches[0]!)).toEqual(['AZHAR']);
  });

  it('rejects, never resolves, when the worker does not answer in time', async () => {
    const screening = engine({ timeoutMs: 1 });
    await expect(screening.load(1, generateList(5_000, 17))).rejects.toThrow('did not answer within 1 ms');
    expect(screening.version).toBeUndefined();
    await expect(screening.screen([{ names: ['Masood Azhar'] }])).rejects.toThrow('No sanctions list is loaded');
  });

  it('refuses calls once closed', async () => {
    const screening = engine();
    await screening.load(1, [AZHAR]);
    await screening.close();
    await expect(screening.screen([{ names: ['Masood Azhar'] }])).rejects.toThrow('closed');
    await expect(screening.load(2, [AZHAR])).rejects.toThrow('closed');
  });
});
