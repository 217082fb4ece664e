import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from './all-texts';

/**
 * Issue 19's "a key missing or unused in any catalogue fails a test": every language has every key
 * (the Translation type makes a missing one a compile error, catalogue.test.ts checks it at run
 * time), and here every English key is read by some code outside the catalogues. A key whose name
 * appears in no source is a text nobody is shown: it must go (or the screen that should show it is
 * missing it). Tests do not count as readers.
 */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join('domain', 'texts') ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const code = ['server/src', 'web/src', 'domain', 'scripts'].flatMap(sources).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
const identifiers = new Set(code.match(/[A-Za-z_$][\w$]*/g));

describe('the catalogues', () => {
  it('hold no text that no code reads', () => {
    const unused: string[] = [];
    for (const [module, sections] of Object.entries(ALL_TEXTS['en-CA'])) {
      for (const [section, texts] of Object.entries(sections ?? {})) {
        if (!identifiers.has(section)) unused.push(`${module}: ${section}`);
        for (const key of Object.keys(texts)) if (!identifiers.has(key)) unused.push(`${module}: ${section}.${key}`);
      }
    }
    expect(identifiers.size).toBeGreaterThan(1000);
    expect(unused).toEqual([]);
  });
});
