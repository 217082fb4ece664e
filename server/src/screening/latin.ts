import anyAscii from 'any-ascii';
import unhomoglyph from 'unhomoglyph';
import { brahmicBlock, brahmicToLatin } from './brahmic';

/**
 * A name in any script to lowercase ASCII words, and what that took. Each word is first made one
 * script: a word mixing scripts (a Cyrillic "а" in "Mаsood", a Latin "a" in "Мaсуд") has its
 * minority letters replaced by their lookalikes in its main script, from Unicode's confusables
 * data (UTS #39, via `unhomoglyph`) — only in mixed words: a whole Cyrillic name is a name, and is
 * transliterated ("Масуд" → "masud"), not read as Latin lookalikes. Then each run of one script
 * goes to Latin: Indian scripts by brahmic.ts (with Hindi's schwa deletion), every other script by
 * `any-ascii` (Cyrillic, Greek, Arabic, Han…; Latin letters lose their accents: "Côté" → "cote").
 */

type Script = 'latin' | 'cyrillic' | 'greek' | 'brahmic' | 'syllabic' | 'other' | 'none';

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
/** Scripts any-ascii writes as capitalised syllables run together ("习近平" → "XiJinPing"). */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER = /\p{L}/u;

function scriptOf(character: string): Script {
  if (!LETTER.test(character)) return brahmicBlock(character) ? 'brahmic' : 'none';
  if (LATIN.test(character)) return 'latin';
  if (CYRILLIC.test(character)) return 'cyrillic';
  if (GREEK.test(character)) return 'greek';
  if (brahmicBlock(character)) return 'brahmic';
  if (SYLLABIC.test(character)) return 'syllabic';
  return 'other';
}

type Foldable = 'latin' | 'cyrillic' | 'greek';

/**
 * Lookalike letters between Latin, Cyrillic and Greek, from UTS #39's confusables: the letter of
 * each script whose skeleton is a given ASCII letter ("а" U+0430 and "a" share the skeleton "a").
 */
const LOOKALIKES: Record<Foldable, Map<string, string>> = { latin: new Map(), cyrillic: new Map(), greek: new Map() };
function skeletonLetter(character: string): string | undefined {
  const skeleton = unhomoglyph(character);
  return /^[A-Za-z]$/.test(skeleton) ? skeleton : undefined;
}
for (const [script, from, to] of [
  ['latin', 0x41, 0x7a],
  ['cyrillic', 0x400, 0x4ff],
  ['greek', 0x370, 0x3ff],
] as const) {
  for (let code = from; code <= to; code++) {
    const character = String.fromCodePoint(code);
    if (scriptOf(character) !== script) continue;
    const skeleton = skeletonLetter(character);
    if (skeleton && !LOOKALIKES[script].has(skeleton)) LOOKALIKES[script].set(skeleton, character);
  }
}

/** Replaces the letters of other scripts in a mixed-script word by their lookalikes in its main script. */
function foldToOneScript(word: string): { word: string; folded: boolean } {
  const counts: Partial<Record<Script, number>> = {};
  for (const character of word) {
    const script = scriptOf(character);
    if (script !== 'none') counts[script] = (counts[script] ?? 0) + 1;
  }
  const scripts = Object.keys(counts) as Script[];
  if (scripts.length < 2) return { word, folded: false };
  // The main script: the one with most letters, Latin on a tie.
  const main = scripts.reduce((best, script) => (counts[script]! > counts[best]! || (counts[script] === counts[best] && script === 'latin') ? script : best));
  if (main !== 'latin' && main !== 'cyrillic' && main !== 'greek') return { word, folded: false };
  let folded = false;
  let result = '';
  for (const character of word) {
    const script = scriptOf(character);
    const skeleton = script !== main && (script === 'latin' || script === 'cyrillic' || script === 'greek') ? skeletonLetter(character) : undefined;
    const lookalike = skeleton && LOOKALIKES[main].get(skeleton);
    if (lookalike) folded = true;
    result += lookalike || character;
  }
  return { word: result, folded };
}

export interface LatinName {
  /** Lowercase ASCII words separated by single spaces. */
  text: string;
  /** A word was in another script than Latin. */
  transliterated: boolean;
  /** A mixed-script word had lookalike letters replaced. */
  confusablesFolded: boolean;
}

/** Apostrophes inside a name join its parts ("O'Brien" → "obrien", "D’Souza" → "dsouza"). */
const APOSTROPHES = /['’ʼ‘`´]/gu;
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;

const LATIN_WORD = /^[\p{Script=Latin}\p{M}\p{N}]+$/u;

/** One word, already one script per run, to ASCII. */
function wordToLatin(word: string): { text: string; transliterated: boolean } {
  if (LATIN_WORD.test(word)) return { text: anyAscii(word), transliterated: false };
  let text = '';
  let transliterated = false;
  let run = '';
  let runScript: Script | undefined;
  const flush = () => {
    if (!run) return;
    if (runScript === 'brahmic') text += brahmicToLatin(run, brahmicBlock([...run].find((c) => brahmicBlock(c))!)!);
    else if (runScript === 'syllabic') text += ` ${anyAscii(run).replace(/([a-z])(?=[A-Z])/g, '$1 ')} `;
    else text += anyAscii(run);
    if (runScript !== 'latin' && runScript !== 'none') transliterated = true;
    run = '';
  };
  for (const character of word) {
    let script = scriptOf(character);
    // A combining mark or digit stays with the run it is in.
    if (script === 'none' && runScript) script = runScript;
    if (script !== runScript) flush();
    runScript = script;
    run += character;
  }
  flush();
  return { text, transliterated };
}

/** `value` must already be without hidden characters and in NFKC (see names.ts). */
export function toLatinWords(value: string): LatinName {
  // Most names are plain ASCII already: nothing to fold or transliterate.
  if (/^[\x20-\x7e]*$/.test(value)) return { text: value.replace(APOSTROPHES, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim(), transliterated: false, confusablesFolded: false };
  let transliterated = false;
  let confusablesFolded = false;
  const words: string[] = [];
  for (const raw of value.replace(APOSTROPHES, '').split(WORD_BREAK)) {
    if (!raw) continue;
    const { word, folded } = foldToOneScript(raw);
    confusablesFolded ||= folded;
    const latin = wordToLatin(word);
    transliterated ||= latin.transliterated;
    words.push(latin.text);
  }
  const text = words
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return { text, transliterated, confusablesFolded };
}
