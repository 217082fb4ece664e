import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The server's secret key (AES-256: 32 bytes) that seals what must be unreadable in a copy of the
 * database: photos of identity documents, later TOTP secrets. SECRET_KEY sets it (64 hex
 * characters or base64); unset, a key is generated on the first start into DATA_DIR/secret-key
 * (mode 600), as the embedded database's password is. Losing the key loses what it sealed.
 */

export const SECRET_KEY_BYTES = 32;
export const SECRET_KEY_FILE = 'secret-key';
export const SECRET_KEY_FORMAT = 'must be 32 bytes written as 64 hex characters or as base64 (e.g. the output of `openssl rand -hex 32`)';

/** The key a SECRET_KEY value stands for, or undefined when it is not 32 bytes in hex or base64. */
export function parseSecretKey(value: string): Buffer | undefined {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  // Standard or URL-safe base64, padded or not: 43-44 characters for 32 bytes.
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === SECRET_KEY_BYTES) return bytes;
  }
  return undefined;
}

/**
 * The key in DATA_DIR/secret-key, created on first use. Several processes may start at once on one
 * DATA_DIR (tests, several instances): the new key is written whole to a private temporary file
 * and hard-linked into place, which fails if another process won, so every process ends up
 * reading the same complete key.
 */
export async function readOrCreateSecretKeyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(temporary, `${randomBytes(SECRET_KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  const created = await readKeyFile(file);
  if (!created) throw new Error(`${file} could not be read back after it was created`);
  return created;
}

async function readKeyFile(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = parseSecretKey(text);
  if (!key) throw new Error(`${file} does not hold a secret key: it ${SECRET_KEY_FORMAT}. Restore it from a backup, or set SECRET_KEY.`);
  return key;
}

/** SECRET_KEY when set (validated by config.ts), else the key file in DATA_DIR. */
export async function loadSecretKey(config: { secretKey: Buffer | undefined; dataDir: string }): Promise<Buffer> {
  return config.secretKey ?? readOrCreateSecretKeyFile(config.dataDir);
}
