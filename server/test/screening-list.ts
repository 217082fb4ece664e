import { distance } from 'fastest-levenshtein';
import type { ListEntry } from '../src/screening/engine';

/**
 * A deterministic (seeded) sanctions list of realistic names of many origins, for the matcher's
 * false-positive test and the bench (bench/screening.ts): each entry a name and three aliases
 * (the name reordered, with a father's or middle name, with an initial, or in another spelling or
 * script), 0–2 dates of birth of any precision, one in ten an organisation.
 *
 * COMMON_NAMES are the customers' names that must not be flagged. Their surnames are in the pools
 * (with other given names), their given names are not, and neither is any given name within one
 * edit of them: a one-letter difference is a misspelling the matcher must see through by design
 * ("Rahul"/"Rahil"), so such a name would be a true possible match, not a false positive.
 */

export const COMMON_NAMES = [
  'Priya Sharma', 'Rahul Gupta', 'Amit Patel', 'Sunita Reddy', 'Arjun Singh', 'Deepak Kumar', 'Anjali Mehta', 'Vikram Iyer', 'Pooja Nair', 'Sanjay Verma',
  'Emily Tremblay', 'Jean Roy', 'Olivia Gagnon', 'Liam MacDonald', 'Noah Wilson', 'Sophie Côté', 'Ethan Campbell', 'Chloé Bouchard', 'Jacob Martin', 'Emma Smith',
] as const;

const COMMON_GIVEN = COMMON_NAMES.map((name) => name.split(' ')[0]!.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
const otherGiven = (names: string) =>
  names.split(' ').filter((name) => COMMON_GIVEN.every((given) => distance(given, name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()) > 1));

interface Origin {
  weight: number;
  given: readonly string[];
  surnames: readonly string[];
  /** A second given name or a father's name between them. */
  middle?: (random: () => number, given: readonly string[]) => string;
  /** Another spelling or script of a whole name. */
  variant?: (name: string) => string;
  kind?: 'organization';
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const CYRILLIC: Record<string, string> = {
  a: 'а', b: 'б', v: 'в', g: 'г', d: 'д', e: 'е', z: 'з', i: 'и', y: 'й', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', t: 'т', u: 'у', f: 'ф', h: 'х', c: 'ц',
};
/** A Latin spelling of a Russian or Ukrainian name back in Cyrillic (roughly, as a list would give both). */
function toCyrillic(name: string): string {
  return name
    .replace(/shch/gi, 'щ')
    .replace(/kh/gi, 'х')
    .replace(/zh/gi, 'ж')
    .replace(/ch/gi, 'ч')
    .replace(/sh/gi, 'ш')
    .replace(/ts/gi, 'ц')
    .replace(/yu/gi, 'ю')
    .replace(/ya/gi, 'я')
    .replace(/[a-z]/gi, (letter) => {
      const cyrillic = CYRILLIC[letter.toLowerCase()] ?? letter;
      return letter === letter.toUpperCase() ? cyrillic.toUpperCase() : cyrillic;
    });
}

const ORIGINS: readonly Origin[] = [
  {
    weight: 18,
    given: otherGiven('Muhammad Ahmad Ali Omar Khalid Yusuf Ibrahim Hassan Hussein Abdullah Abdulaziz Faisal Tariq Samir Walid Jamal Karim Nabil Rashid Said Hamza Bilal Mahmoud Mustafa Ziad Nasser Adel Salim Majid Fahad Osama Anwar Marwan Hisham Tamer Fatima Aisha Mariam Layla Huda Noor Rania Salma Yasmin Zainab'),
    surnames: ['al-Rashid', 'Haddad', 'Khoury', 'Mansour', 'Saleh', 'Hamdan', 'al-Tikriti', 'Barakat', 'Darwish', 'Farouk', 'Ghanem', 'Habib', 'Jaber', 'Kassem', 'Makki', 'Najjar', 'Othman', 'Sabbagh', 'al-Shami', 'al-Tamimi', 'Yassin', 'Zayed', 'al-Masri', 'al-Hashimi', 'Nasrallah', 'Aziz', 'Abbas', 'Suleiman', 'al-Qahtani', 'al-Harbi', 'Khalil', 'Shaheen'],
    middle: (random, given) => `bin ${pick(random, given)}`,
    variant: (name) => name.replace(/Muhammad/g, 'Mohammed').replace(/Hussein/g, 'Husayn').replace(/Yusuf/g, 'Youssef').replace(/al-/g, 'Al '),
  },
  {
    weight: 8,
    given: otherGiven('Reza Mehdi Hossein Ali Mohammad Javad Saeed Hamid Amir Farhad Dariush Kaveh Babak Parviz Shirin Maryam Fatemeh Zahra Leila Nasrin Morteza Mojtaba Ehsan Behrouz Kourosh Navid'),
    surnames: ['Hosseini', 'Rezaei', 'Mohammadi', 'Ahmadi', 'Karimi', 'Jafari', 'Rahimi', 'Moradi', 'Sadeghi', 'Ghorbani', 'Tehrani', 'Shirazi', 'Rostami', 'Kazemi', 'Najafi', 'Hashemi', 'Mousavi', 'Akbari', 'Salehi', 'Bagheri'],
    middle: (random, given) => pick(random, given),
  },
  {
    weight: 14,
    given: otherGiven('Aleksandr Sergei Dmitri Andrei Alexei Vladimir Mikhail Nikolai Ivan Yuri Oleg Viktor Igor Pavel Boris Olga Tatiana Natalia Elena Irina Svetlana Yulia Oksana Taras Bohdan Roman Denis Maksim Gennady Konstantin'),
    surnames: ['Ivanov', 'Petrov', 'Sidorov', 'Smirnov', 'Kuznetsov', 'Popov', 'Volkov', 'Sokolov', 'Lebedev', 'Kozlov', 'Novikov', 'Morozov', 'Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Boyko', 'Oliynyk', 'Lysenko', 'Rudenko', 'Sorokin', 'Zakharov', 'Orlov', 'Belov', 'Gusev', 'Frolov'],
    middle: (random, given) => `${pick(random, given).replace(/[aiy]$/, '')}ovich`,
    variant: toCyrillic,
  },
  {
    weight: 6,
    given: otherGiven('Min-jun Seo-yeon Ji-ho Hyun-woo Sung-ho Young-soo Chol Myong-ho Kwang-il Song-il Jae-hyun Dong-hyun Eun-ji Hye-jin Chang-min Il-sung'),
    surnames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Ri', 'Pak', 'O', 'Ryu'],
  },
  {
    weight: 8,
    given: otherGiven('Wei Fang Jun Lei Hua Ming Jie Tao Yong Qiang Jianguo Xiaoming Zhiwei Haiyan Lihua Yufei Guoqiang Xiaoling Jianhua Yanping Hongmei Zhiqiang'),
    surnames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Gao', 'Luo'],
  },
  {
    weight: 12,
    given: otherGiven('José Juan Luis Carlos Jorge Miguel Pedro Alejandro Fernando Ricardo Manuel Francisco Javier Rafael Andrés Diego Sergio Eduardo Raúl Héctor María Guadalupe Rosa Carmen Ana Lucía Gabriela Verónica Patricia Isabel'),
    surnames: ['García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Castillo', 'Mendoza', 'Vargas', 'Martín'],
    middle: (random, given) => pick(random, given),
  },
  {
    weight: 10,
    given: otherGiven('Abubakar Ibrahim Musa Aliyu Sani Emeka Chinedu Oluwaseun Kwame Kofi Yaw Kwabena Amadou Mamadou Ousmane Moussa Fatoumata Aminata Ngozi Chiamaka Adebayo Babajide Tunde Segun Yakubu Garba'),
    surnames: ['Okafor', 'Okonkwo', 'Adeyemi', 'Balogun', 'Mensah', 'Owusu', 'Boateng', 'Diallo', 'Traoré', 'Keita', 'Coulibaly', 'Sow', 'Diop', 'Ndiaye', 'Bello', 'Abdullahi', 'Danjuma', 'Eze', 'Nwosu', 'Asante'],
    middle: (random, given) => pick(random, given),
  },
  {
    weight: 16,
    given: otherGiven(
      'Rakesh Suresh Ramesh Mahesh Rajesh Anil Sunil Vijay Ajay Manoj Ashok Naveen Pradeep Sandeep Harish Ravi Kiran Gopal Mohan Arvind Nitin Sachin Rohit Vivek Imran Faisal Tariq Irfan Asif Zubair Junaid Shahid Kavita Neha Shalini Rekha Meena Geeta Lakshmi Divya Swati Nisha Asha Usha Ritu Poonam Farah Ayesha Nazia Harpreet Gurpreet Manpreet Baljit',
    ),
    surnames: ['Sharma', 'Gupta', 'Patel', 'Reddy', 'Singh', 'Kumar', 'Mehta', 'Iyer', 'Nair', 'Verma', 'Shah', 'Joshi', 'Desai', 'Rao', 'Malhotra', 'Kapoor', 'Chopra', 'Bhatia', 'Saxena', 'Agarwal', 'Mishra', 'Pandey', 'Tiwari', 'Yadav', 'Chaudhary', 'Khan', 'Qureshi', 'Siddiqui', 'Ansari', 'Sheikh', 'Mirza', 'Malik', 'Kaur', 'Gill'],
    middle: (random) => pick(random, ['Kumar', 'Prasad', 'Lal', 'Chand', 'Nath', 'Devi', 'Bai', 'Ahmed', 'Singh']),
    variant: (name) => name.replace(/Chaudhary/g, 'Choudhury').replace(/Agarwal/g, 'Aggarwal').replace(/Mehta/g, 'Mehata'),
  },
  {
    weight: 8,
    given: otherGiven('Michael David James Robert William Daniel Matthew Andrew Thomas Mark Marc Pierre Luc François Louis Guillaume Mathieu Julie Nathalie Isabelle Catherine Marie Anne Sarah Jessica Jennifer Karen Lisa Amanda Rachel Benoît Sylvie'),
    surnames: ['Tremblay', 'Roy', 'Gagnon', 'MacDonald', 'Wilson', 'Côté', 'Campbell', 'Bouchard', 'Martin', 'Smith', 'Brown', 'Lavoie', 'Fortin', 'Gauthier', 'Morin', 'Johnson', 'Taylor', 'Anderson', 'Thompson', 'White'],
    middle: (random, given) => pick(random, given),
  },
  {
    weight: 10,
    kind: 'organization',
    given: ['Global', 'United', 'Eastern', 'Golden', 'Silver', 'Royal', 'Northern', 'Pacific', 'Atlas', 'Crescent', 'Delta', 'Orient', 'Zenith', 'Summit'],
    surnames: ['Trading', 'Shipping', 'Logistics', 'Petroleum', 'Minerals', 'Exchange', 'Industries', 'Holdings', 'Import Export', 'Engineering', 'Chemicals', 'Aviation'],
  },
];

/** mulberry32: a small seeded generator, the same list on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dates(random: () => number): string[] {
  const count = Math.floor(random() * 3);
  return Array.from({ length: count }, () => {
    const year = 1940 + Math.floor(random() * 60);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    const precision = random();
    return precision < 0.2 ? String(year) : precision < 0.3 ? `${year}-${month}` : `${year}-${month}-${day}`;
  });
}

/** `count` entries, each with a name and three aliases (the same for the same seed). */
export function generateList(count: number, seed = 20_260_801): ListEntry[] {
  const random = seeded(seed);
  const totalWeight = ORIGINS.reduce((sum, origin) => sum + origin.weight, 0);
  const entries: ListEntry[] = [];
  for (let index = 0; index < count; index++) {
    let roll = random() * totalWeight;
    const origin = ORIGINS.find((candidate) => (roll -= candidate.weight) < 0) ?? ORIGINS[0]!;
    const given = pick(random, origin.given);
    const surname = pick(random, origin.surnames);
    const id = `GEN-${String(index + 1).padStart(6, '0')}`;
    if (origin.kind === 'organization') {
      const name = `${given} ${pick(random, ORIGINS[Math.floor(random() * 8)]!.surnames)} ${surname}`;
      entries.push({ listName: 'GENERATED', entryId: id, kind: 'organization', name: `${name} LLC`, aliases: [name, `${name} Company`, `${name} Group`], datesOfBirth: [], country: null });
      continue;
    }
    const middle = origin.middle?.(random, origin.given) ?? pick(random, origin.given);
    const name = `${given} ${surname}`;
    const aliases = [`${surname} ${given}`, `${given} ${middle} ${surname}`, origin.variant ? origin.variant(`${given} ${middle} ${surname}`) : `${given[0]}. ${surname}`];
    entries.push({ listName: 'GENERATED', entryId: id, kind: 'person', name, aliases, datesOfBirth: dates(random), country: null });
  }
  return entries;
}

const CUSTOMER_GIVEN = [
  ...COMMON_NAMES.map((name) => name.split(' ')[0]!),
  ...'Aarav Aditya Akash Ananya Anil Anita Deepika Divya Gaurav Harsh Isha Karan Kavya Manish Meera Neha Nikhil Pallavi Rajesh Ritu Rohan Sakshi Shreya Sneha Suresh Tanvi Varun William Olivier Gabriel Charlotte Alice Benjamin Lucas Léa Zoé Nathan Félix Mia Ava'.split(' '),
];
const CUSTOMER_SURNAMES = [
  ...COMMON_NAMES.map((name) => name.split(' ')[1]!),
  ...'Agarwal Bhatt Chopra Das Desai Dubey Ghosh Jain Joshi Kapoor Khanna Menon Mishra Pandey Pillai Rao Saxena Sinha Thakur Tiwari Bélanger Lévesque Pelletier Bergeron Leblanc Brown Taylor Anderson Thompson Lee'.split(' '),
];

/**
 * `count` customers and recipients to screen (the bench's re-screen): common Indian and Canadian
 * names, some with a middle name, most with a date of birth, as a remittance service's are.
 */
export function generateParties(count: number, seed = 31): { names: string[]; dateOfBirth: string | null }[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const given = pick(random, CUSTOMER_GIVEN);
    const middle = random() < 0.3 ? `${pick(random, CUSTOMER_GIVEN)} ` : '';
    const name = `${given} ${middle}${pick(random, CUSTOMER_SURNAMES)}`;
    const year = 1950 + Math.floor(random() * 55);
    const dateOfBirth = random() < 0.8 ? `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}` : null;
    return { names: [name], dateOfBirth };
  });
}

const plain = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const LISTED_GIVEN = ORIGINS.filter((origin) => origin.kind !== 'organization').flatMap((origin) => origin.given.map(plain));
/** The customers' given names that no list entry has, within one edit. */
const UNLISTED_GIVEN = CUSTOMER_GIVEN.filter((given) => LISTED_GIVEN.every((listed) => distance(plain(given), listed) > 1));

/**
 * `count` customers' or recipients' names for the bench's re-screen at real size: common Indian and
 * Canadian names that no entry of generateList has (a given name of their own, sharing at most a
 * surname with the list), except one in `listedEvery`, which is a listed person's name — as a real
 * book of customers is mostly clear, with the odd true possible match.
 */
export function generateUnlistedNames(count: number, listed: readonly ListEntry[], listedEvery = 1_000, seed = 41): string[] {
  const random = seeded(seed);
  const persons = listed.filter((entry) => entry.kind === 'person');
  return Array.from({ length: count }, (_, index) => {
    if (index % listedEvery === listedEvery - 1) return pick(random, persons).name;
    const middle = random() < 0.3 ? `${pick(random, UNLISTED_GIVEN)} ` : '';
    return `${pick(random, UNLISTED_GIVEN)} ${middle}${pick(random, CUSTOMER_SURNAMES)}`;
  });
}
