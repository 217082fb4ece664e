import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IfscBank } from '../../../domain/schemas/ifsc';
import { projectRoot } from '../paths';

/**
 * The offline IFSC data (issue 20): Razorpay's `ifsc` package's files, copied into data/ by
 * scripts/update-ifsc-data.mjs (decision 026). They say which IFSCs exist and each bank's name —
 * no branch, city or state: the package keeps those behind its web API, which the server never
 * calls. Read once, on the first lookup, never at start-up.
 */
const DATA_DIR = path.join(projectRoot, 'server', 'src', 'ifsc', 'data');

interface IfscData {
  /** Bank code (4 letters) → its branch codes: all-digit ones as numbers ("001234" → 1234), others as written. */
  codes: Record<string, (number | string)[]>;
  /** Bank code → the bank's name. */
  bankNames: Record<string, string>;
  /** A whole IFSC → the code of the bank it really belongs to (sub-members clearing through another bank). */
  sublets: Record<string, string>;
  /** An IFSC prefix → the bank's code, or its name where the data has no code for it. */
  customSublets: Record<string, string>;
}

let loading: Promise<IfscData> | undefined;

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(DATA_DIR, file), 'utf8')) as T;
}

function data(): Promise<IfscData> {
  loading ??= Promise.all([
    readJson<IfscData['codes']>('IFSC.json'),
    readJson<IfscData['bankNames']>('banknames.json'),
    readJson<IfscData['sublets']>('sublet.json'),
    readJson<IfscData['customSublets']>('custom-sublets.json'),
  ]).then(([codes, bankNames, sublets, customSublets]) => ({ codes, bankNames, sublets, customSublets }));
  // A failed read (a missing file) is tried again on the next lookup rather than remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}

function listed({ codes }: IfscData, ifsc: string): boolean {
  const branches = codes[ifsc.slice(0, 4)];
  if (!branches) return false;
  const branch = ifsc.slice(5);
  return branches.includes(/^\d+$/.test(branch) ? Number(branch) : branch);
}

/** The bank's name as Razorpay's own libraries find it: a sub-member's own name first, then the code's bank. */
function bankName({ bankNames, sublets, customSublets }: IfscData, ifsc: string): string | undefined {
  const sublet = sublets[ifsc];
  if (sublet) return bankNames[sublet];
  for (const [prefix, bank] of Object.entries(customSublets)) {
    if (ifsc.startsWith(prefix)) return /^[A-Z]{4}$/.test(bank) ? bankNames[bank] : bank;
  }
  return bankNames[ifsc.slice(0, 4)];
}

/**
 * What the data says of a well-formed, upper-case IFSC, or undefined when it does not list the code
 * (or lists it without a bank name, which the customer then types).
 */
export async function lookupIfsc(ifsc: string): Promise<IfscBank | undefined> {
  const directory = await data();
  if (!listed(directory, ifsc)) return undefined;
  const bank = bankName(directory, ifsc);
  return bank ? { bank } : undefined;
}
