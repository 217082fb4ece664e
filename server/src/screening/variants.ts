/**
 * Spelling variants of names, on the lowercase ASCII words latin.ts makes. Three tools, from the
 * most certain to the least:
 *  1. a small table of canonical forms for the variants and abbreviations that matter most in
 *     South Asian and Arabic names (VARIANTS below): "Mohd", "Md", "Mohammed" and "Muhammad" are
 *     one name, so are "Chaudhary", "Choudhury" and "Chowdhury";
 *  2. a transliteration key (`transliterationKey`) that folds what romanisations disagree on
 *     (doubled letters, oo/ou/u, ee/i, aspirated consonants, w/v, q/k, kh/h, a final h): "Masood",
 *     "Masoud" and "Masud" have the key "masud";
 *  3. the double metaphone codes, compared in score.ts.
 * Words that are not part of a name (honorifics, "bin", "al") are dropped, and an Arabic
 * "Abd al-" joins the word after it: "Abd al-Rahman", "Abdul Rahman" and "Abdurrahman" are all
 * "abdulrahman".
 */

/** Each group: the canonical form first, then its variants (lowercase ASCII, as latin.ts writes them). */
const VARIANTS: readonly (readonly string[])[] = [
  // The Prophet's name, its South Asian abbreviations (Mohd, Md) and its Turkish, Central Asian and
  // Caucasian forms.
  ['muhammad', 'mohammed', 'mohammad', 'muhammed', 'mohamed', 'mohamad', 'muhamad', 'muhamed', 'mohammod', 'mohamud', 'mahomed', 'mahammad', 'mukhammad', 'mukhammed', 'magomed', 'muhammet', 'mehmet', 'mohd', 'md', 'muhd'],
  ['ahmad', 'ahmed', 'ahmet', 'akhmad', 'akhmed', 'ehmad'],
  ['husain', 'hussain', 'hussein', 'husein', 'husayn', 'hossain', 'hossein', 'hosein', 'hussien', 'husen'],
  ['hasan', 'hassan', 'hasson', 'khasan'],
  ['mahmud', 'mahmood', 'mahmoud', 'mehmood', 'mahmut'],
  ['masud', 'masood', 'masoud', 'masaud'],
  ['yusuf', 'yousuf', 'yousef', 'youssef', 'yusef', 'yosef', 'yousif', 'yussuf'],
  ['usama', 'osama', 'ousama', 'oussama'],
  ['umar', 'omar', 'omer', 'umer'],
  ['uthman', 'usman', 'osman', 'othman', 'usmon'],
  ['ibrahim', 'ebrahim', 'ibraheem', 'ibragim'],
  ['khalid', 'khaled', 'halid', 'khaleed'],
  ['rahman', 'rehman', 'rahmaan', 'rakhman'],
  ['rahim', 'raheem', 'rakhim'],
  ['karim', 'kareem', 'kerim'],
  ['nasir', 'nasser', 'naser', 'nassir', 'nasr'],
  ['qasim', 'kasim', 'qassim', 'kassim', 'qasem', 'kasem', 'qaseem'],
  ['said', 'saeed', 'saied', 'sayeed', 'saeid'],
  ['syed', 'sayed', 'sayyid', 'sayyed', 'seyed', 'seyyed', 'saiyed', 'sayid'],
  ['zakaria', 'zakariya', 'zakariyya', 'zakarya', 'zakariyah'],
  ['mustafa', 'mostafa', 'moustafa', 'mustapha', 'mostapha'],
  ['abubakar', 'abubakr', 'abubakir', 'abubaker'],
  // South Asian surnames and their common spellings.
  ['chaudhary', 'chaudhry', 'chaudhari', 'chaudhuri', 'choudhury', 'choudhary', 'choudhuri', 'chowdhury', 'chowdhary', 'chowdhry', 'chaudry', 'choudhry'],
  ['sahgal', 'sehgal', 'saigal', 'sehgall'],
  ['srivastava', 'shrivastava', 'srivastav', 'shrivastav', 'srivasthava'],
  ['agarwal', 'aggarwal', 'agrawal', 'agarwala', 'aggrawal'],
  ['banerjee', 'banerji', 'banarjee', 'bannerjee'],
  ['mukherjee', 'mukherji', 'mukerjee', 'mukerji'],
  ['chatterjee', 'chatterji', 'chaterjee'],
  ['bhattacharya', 'bhattacharjee', 'bhattacharyya', 'bhattacharji'],
  ['sharma', 'sarma'],
  ['verma', 'varma'],
  ['iyer', 'ayyar', 'aiyar', 'iyyer', 'aiyer'],
  ['lakshmi', 'laxmi', 'lakshmy'],
];

/** Honorifics and titles: not part of the name. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'shri', 'shree', 'smt', 'maulana', 'mawlana', 'moulana', 'mullah', 'mulla', 'haji', 'hajji', 'alhaji', 'jr', 'sr', 'ii', 'iii']);
/** Words that join the parts of a name ("bin", "al", "van", "de"): kept out of the comparison. */
const PARTICLES = new Set(['al', 'el', 'ul', 'bin', 'ibn', 'bint', 'binti', 'de', 'da', 'di', 'do', 'dos', 'das', 'del', 'della', 'der', 'den', 'van', 'von', 'la', 'le', 'du', 'y']);
/** Arabic's article as it is joined to "abd" before a word beginning with a "sun letter" (Abdur Rahman). */
const ARTICLES = new Set(['al', 'el', 'ul', 'ar', 'ur', 'as', 'us', 'an', 'un', 'az', 'uz', 'at', 'ut', 'ad', 'ud', 'ash', 'esh']);
/** "abd", "abdul", "abdel", "abdur", "abdus"…: the first half of "servant of …" on its own. */
const ABD_ALONE = /^abd(?:[aeiou](?:[lrsnztd]|sh)?)?$/;
/** "abdulrahman", "abdurrahman", "abdelkader", "abdallah": "abd", the article, the rest. */
const ABD_JOINED = /^abd(?:[aeiou]?(?:l|sh|([rsnztd])(?=\1))|[aeiou])?([a-z]{3,})$/;

/**
 * The transliteration key of a word (see the module comment). Applied in this order: ph → f,
 * q → k, ck → k, w → v; kh → h; other aspirates lose their h (bh, dh, gh, jh, th); ee → i,
 * oo/ou → u; a y that is not before a vowel → i; doubled letters once; a final h after a vowel dropped.
 */
export function transliterationKey(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/kh/g, 'h')
    .replace(/([bdgjt])h/g, '$1')
    .replace(/ee/g, 'i')
    .replace(/o[ou]/g, 'u')
    .replace(/y(?![aeiou])/g, 'i')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/([aeiou])h$/, '$1');
}

const CANONICAL = new Map<string, string>();
for (const [canonical, ...variants] of VARIANTS) {
  for (const variant of [canonical!, ...variants]) {
    CANONICAL.set(variant, canonical!);
    CANONICAL.set(transliterationKey(variant), canonical!);
  }
}

/** The table's canonical form of a word, or undefined when the table has none. */
export function canonicalVariant(word: string): string | undefined {
  return CANONICAL.get(word) ?? CANONICAL.get(transliterationKey(word));
}

/**
 * The words of a name without titles and particles, "abd" joined to the word it belongs to and
 * written "abdul…". When nothing but titles and particles is left, the words are kept as they were.
 */
export function nameWords(text: string): string[] {
  const words = text.split(' ').filter((word) => word.length > 0);
  const kept: string[] = [];
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    if (TITLES.has(word)) continue;
    if (ABD_ALONE.test(word) && index + 1 < words.length) {
      let next = index + 1;
      if (ARTICLES.has(words[next]!) && next + 1 < words.length) next += 1;
      word = `abdul${words[next]!}`;
      index = next;
    } else if (PARTICLES.has(word)) continue;
    const joined = ABD_JOINED.exec(word);
    if (joined) word = `abdul${canonicalVariant(joined[2]!) ?? joined[2]!}`;
    kept.push(word);
  }
  return kept.length > 0 ? kept : words;
}
