import Sanscript from '@indic-transliteration/sanscript';

/**
 * Indian scripts to Latin, the way names in them are written in Latin letters ("मसूद अज़हर" →
 * "masud azhar", "राहुल गुप्ता" → "rahul gupta"). Sanscript maps the letters (every Brahmic script
 * to Devanagari, then Devanagari to its OPTITRANS scheme, the closest of its schemes to everyday
 * spelling: श → sh, च → ch, ै → ai). What Sanscript does not do, because it is made for Sanskrit,
 * is Hindi's schwa deletion: the inherent "a" of a consonant is not spoken at the end of a word
 * (राहुल is "rahul", not "rahula") nor, inside a word, between a vowel and a consonant followed
 * by a vowel (मेहता is "mehta", अज़हर "azhar"). Those rules run here on the Devanagari, right to left
 * (so अमरनाथ is "amarnath"), before Sanscript sees it.
 */

/** The scripts Sanscript reads, by the first code point of their Unicode block. */
const BLOCKS: readonly { start: number; scheme: string; schwaDeletion: boolean }[] = [
  { start: 0x0900, scheme: 'devanagari', schwaDeletion: true },
  { start: 0x0980, scheme: 'bengali', schwaDeletion: true },
  { start: 0x0a00, scheme: 'gurmukhi', schwaDeletion: true },
  { start: 0x0a80, scheme: 'gujarati', schwaDeletion: true },
  { start: 0x0b00, scheme: 'oriya', schwaDeletion: true },
  // South Indian names keep their vowels (a final consonant is written with a virama).
  { start: 0x0b80, scheme: 'tamil', schwaDeletion: false },
  { start: 0x0c00, scheme: 'telugu', schwaDeletion: false },
  { start: 0x0c80, scheme: 'kannada', schwaDeletion: false },
  { start: 0x0d00, scheme: 'malayalam', schwaDeletion: false },
];

/** The block of a Brahmic character (U+0900–U+0D7F), or undefined. */
export function brahmicBlock(character: string): (typeof BLOCKS)[number] | undefined {
  const code = character.codePointAt(0)!;
  if (code < 0x0900 || code > 0x0d7f) return undefined;
  return BLOCKS.findLast((block) => code >= block.start);
}

const VIRAMA = '\u094d';
const NUKTA = '\u093c';
const ANUSVARA = '\u0902';
const CHANDRABINDU = '\u0901';
const VISARGA = '\u0903';
const isConsonant = (c: string) => (c >= '\u0915' && c <= '\u0939') || (c >= '\u0958' && c <= '\u095f') || (c >= '\u0978' && c <= '\u097f');
const isVowelSign = (c: string) => (c >= '\u093a' && c <= '\u094c' && c !== '\u093c' && c !== '\u093d') || c === '\u094e' || c === '\u094f' || (c >= '\u0955' && c <= '\u0957') || c === '\u0962' || c === '\u0963';
const LABIALS = new Set(['\u092a', '\u092b', '\u092c', '\u092d', '\u092e', '\u095e']);

/**
 * Spellings of Hindi that Sanscript's Sanskrit tables do not read as a Hindi speaker would:
 * nukta letters (ज़ z, फ़ f, क़ q, ख़ kh, ग़ g, ड़ and ढ़ the flapped r), ज्ञ said "gy", and the
 * borrowed "candra" vowels of English words (ऑ, ॉ).
 */
const NUKTA_LETTERS: Record<string, string> = {
  '\u0915': '\u0958',
  '\u0916': '\u0959',
  '\u0917': '\u095a',
  '\u091c': '\u095b',
  '\u0921': '\u0930', // ड़ → र
  '\u0922': '\u0930\u094d\u0939', // ढ़ → र्ह
  '\u092b': '\u095e',
  '\u092f': '\u095f',
};
const PRECOMPOSED: Record<string, string> = { '\u095c': '\u0930', '\u095d': '\u0930\u094d\u0939' };

function prepare(word: string): string {
  return word
    .replace(/([\u0915-\u0939])\u093c/g, (_, consonant: string) => NUKTA_LETTERS[consonant] ?? consonant)
    .replace(/[\u095c\u095d]/g, (letter) => PRECOMPOSED[letter]!)
    .replaceAll(NUKTA, '')
    .replaceAll('\u091c\u094d\u091e', '\u0917\u094d\u092f')
    .replace(/[\u0911\u090d]/g, (vowel) => (vowel === '\u0911' ? '\u0913' : '\u090f'))
    .replace(/[\u0949\u0945]/g, (sign) => (sign === '\u0949' ? '\u094b' : '\u0947'))
    // Tamil's own letters, as Sanscript writes them in Devanagari: ऩ n, ऱ r, ऴ l.
    .replace(/[\u0929\u0931\u0934]/g, (letter) => ({ '\u0929': '\u0928', '\u0931': '\u0930', '\u0934': '\u0933' })[letter]!);
}

interface Akshara {
  /** A consonant, or an independent vowel (then `vowel` is 'own'). */
  letter: string;
  /** 'deleted': an inherent vowel schwa deletion removed (unlike 'virama', written so). */
  vowel: 'inherent' | 'virama' | 'deleted' | 'own' | string;
  /** An anusvara, chandrabindu or visarga after the vowel: the syllable is closed. */
  coda: string;
}

function parse(word: string): Akshara[] | undefined {
  const aksharas: Akshara[] = [];
  for (const character of word) {
    const last = aksharas.at(-1);
    if (isConsonant(character)) aksharas.push({ letter: character, vowel: 'inherent', coda: '' });
    else if ((character >= '\u0904' && character <= '\u0914') || character === '\u0960' || character === '\u0961' || (character >= '\u0972' && character <= '\u0977'))
      aksharas.push({ letter: character, vowel: 'own', coda: '' });
    else if (!last) return undefined;
    else if (character === VIRAMA) last.vowel = 'virama';
    else if (isVowelSign(character)) last.vowel = character;
    else if (character === ANUSVARA || character === CHANDRABINDU || character === VISARGA) last.coda = character;
    else return undefined; // a sign Sanscript can have as it is (avagraha, digits, …)
  }
  return aksharas;
}

const hasVowel = (akshara: Akshara | undefined) => akshara !== undefined && akshara.vowel !== 'virama' && akshara.vowel !== 'deleted';
/** The syllable ends in a vowel sound (no nasal or visarga closing it). */
const isOpen = (akshara: Akshara | undefined) => hasVowel(akshara) && akshara!.coda === '';

/** र, य, व, ल after another consonant start a syllable together (प्र "pr"); a geminate (म्म) or another cluster splits. */
const SEMIVOWELS = new Set(['\u0930', '\u092f', '\u0935', '\u0932']);
function onsetCluster(first: Akshara, second: Akshara | undefined): boolean {
  return second !== undefined && SEMIVOWELS.has(second.letter) && second.letter !== first.letter;
}

/**
 * Hindi schwa deletion (see the module comment). Inside a word the schwa goes between an open
 * syllable and a consonant that is spoken with a vowel or starts a cluster that opens a syllable
 * (गुरप्रीत "gurprit"; but मोहम्मद "mohammad"), and not before a consonant whose own schwa was just deleted (अमरनाथ "amarnath").
 */
function deleteSchwas(aksharas: Akshara[]): void {
  const last = aksharas.length - 1;
  const final = aksharas[last];
  // A final consonant loses its "a" unless a conjunct precedes it (मित्र "mitra", चंद्र "chandra").
  if (last >= 1 && final && final.vowel === 'inherent' && final.coda === '' && aksharas[last - 1]!.vowel !== 'virama') final.vowel = 'deleted';
  for (let index = last - 1; index >= 1; index--) {
    const akshara = aksharas[index]!;
    const next = aksharas[index + 1]!;
    if (akshara.vowel !== 'inherent' || akshara.coda !== '') continue;
    if (!isOpen(aksharas[index - 1]) || next.vowel === 'own' || next.vowel === 'deleted') continue;
    if (next.vowel === 'virama' && !onsetCluster(next, aksharas[index + 2])) continue;
    akshara.vowel = 'deleted';
  }
}

function render(aksharas: readonly Akshara[]): string {
  let text = '';
  for (const [index, akshara] of aksharas.entries()) {
    text += akshara.letter;
    if (akshara.vowel === 'virama' || akshara.vowel === 'deleted') text += VIRAMA;
    else if (akshara.vowel !== 'inherent' && akshara.vowel !== 'own') text += akshara.vowel;
    if (akshara.coda === VISARGA) text += VISARGA;
    else if (akshara.coda) {
      // A nasal takes the place of the consonant after it: m before p, ph, b, bh, m; "ng" before
      // h (सिंह "singh"); else n.
      const following = aksharas[index + 1]?.letter;
      if (following === '\u0939') text += '\u0919\u094d\u0917\u094d';
      else text += (following && LABIALS.has(following) ? '\u092e' : '\u0928') + VIRAMA;
    }
  }
  return text;
}

/** OPTITRANS's capitals and marks to plain lowercase letters (ऋ "R" → "ri", ṣ "Sh" → "sh"). */
function plainLatin(optitrans: string): string {
  return optitrans
    .replace(/R\^?i|R/g, 'ri')
    .replace(/L\^?i/g, 'li')
    .replace(/[.~^`'_]/g, '')
    .toLowerCase();
}

/** Words already transliterated: Sanscript takes tens of microseconds a word, and names repeat. */
const transliterated = new Map<string, string>();

/** One word (a run of one Brahmic script's characters) in Latin letters. */
export function brahmicToLatin(word: string, block: (typeof BLOCKS)[number]): string {
  let latin = transliterated.get(word);
  if (latin === undefined) {
    latin = transliterate(word, block);
    if (transliterated.size >= 50_000) transliterated.clear();
    transliterated.set(word, latin);
  }
  return latin;
}

function transliterate(word: string, block: (typeof BLOCKS)[number]): string {
  let devanagari = block.scheme === 'devanagari' ? word : Sanscript.t(word, block.scheme, 'devanagari');
  // Marks Sanscript leaves in the source script (a Gurmukhi nukta) become Devanagari's.
  devanagari = devanagari.replace(/[\u09bc\u0a3c\u0abc\u0b3c\u0cbc]/g, NUKTA).replace(/[\u0a70]/g, ANUSVARA);
  devanagari = prepare(devanagari.normalize('NFC'));
  const aksharas = parse(devanagari);
  if (aksharas) {
    if (block.schwaDeletion) deleteSchwas(aksharas);
    devanagari = render(aksharas);
  }
  return plainLatin(Sanscript.t(devanagari, 'devanagari', 'optitrans'));
}
