import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export interface PasswordHashOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB of memory, 2 passes,
 * 1 lane. The parameters are stored in each hash, so raising them later only affects new hashes.
 */
export const PASSWORD_HASH_OPTIONS: PasswordHashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(options: PasswordHashOptions, password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** One per cost, so a nobody's check costs what a somebody's does at that cost. */
const dummyHashes = new WeakMap<PasswordHashOptions, Promise<string>>();

/**
 * Spends the same time as checking a real password, for an email nobody has registered,
 * so the answer's timing does not tell whether the account exists. Always false.
 */
export async function verifyAgainstNothing(options: PasswordHashOptions, password: string): Promise<false> {
  let dummyHash = dummyHashes.get(options);
  if (!dummyHash) {
    dummyHash = hashPassword(options, randomBytes(16).toString('hex'));
    dummyHashes.set(options, dummyHash);
  }
  await verifyPassword(await dummyHash, password);
  return false;
}
