import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { loadSecretKey, parseSecretKey, readOrCreateSecretKeyFile } from '../src/crypto/secret-key';
import { open, seal } from '../src/crypto/seal';

/** The server's secret key: SECRET_KEY validated at start-up, else a key file made once in DATA_DIR. */

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

async function dataDir() {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-secret-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

describe('SECRET_KEY', () => {
  it('accepts 32 bytes as 64 hex characters or base64 (padded, unpadded, URL-safe)', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('hex'), key.toString('hex').toUpperCase(), key.toString('base64'), key.toString('base64url')]) {
      expect(parseSecretKey(text), text).toEqual(key);
      expect(loadConfig({ SECRET_KEY: text }).secretKey).toEqual(key);
    }
    expect(loadConfig({}).secretKey).toBeUndefined();
  });

  it('stops the start with a message naming it, never echoing the value', () => {
    for (const bad of ['abc', randomBytes(16).toString('hex'), randomBytes(31).toString('base64'), `${randomBytes(32).toString('hex')}00`, 'z'.repeat(64)]) {
      let error: unknown;
      try {
        loadConfig({ SECRET_KEY: bad });
      } catch (caught) {
        error = caught;
      }
      expect(error, bad).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('SECRET_KEY: must be 32 bytes written as 64 hex characters or as base64');
      expect(message).toContain('(value not shown)');
      expect(message).not.toContain(bad);
    }
  });
});

describe('the key file in DATA_DIR', () => {
  it('is made on first start (mode 600) and read again afterwards; SECRET_KEY wins when set', async () => {
    const dir = await dataDir();
    const first = await loadSecretKey({ secretKey: undefined, dataDir: dir });
    expect(first).toHaveLength(32);
    const file = path.join(dir, 'secret-key');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
    expect(await loadSecretKey({ secretKey: undefined, dataDir: dir })).toEqual(first);
    const configured = randomBytes(32);
    expect(await loadSecretKey({ secretKey: configured, dataDir: dir })).toEqual(configured);
    expect(await fs.readdir(dir)).toEqual(['secret-key']);
  });

  it('gives every process starting at once the same key', async () => {
    const dir = await dataDir();
    const keys = await Promise.all(Array.from({ length: 20 }, () => readOrCreateSecretKeyFile(dir)));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    expect(await fs.readdir(dir)).toEqual(['secret-key']);
  });

  it('refuses a damaged key file with a message naming it', async () => {
    const dir = await dataDir();
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'secret-key'), 'not a key\n');
    await expect(readOrCreateSecretKeyFile(dir)).rejects.toThrow(`${path.join(dir, 'secret-key')} does not hold a secret key`);
  });
});

describe('seal and open', () => {
  it('round-trips; another key, another context or one changed byte do not open', () => {
    const key = randomBytes(32);
    const plaintext = Buffer.from('a photo of an ID');
    const sealed = seal(key, plaintext, 'ctx:1');
    expect(sealed.length).toBe(plaintext.length + 28);
    expect(sealed.includes(plaintext)).toBe(false);
    expect(seal(key, plaintext, 'ctx:1').equals(sealed)).toBe(false); // a fresh IV each time
    expect(open(key, sealed, 'ctx:1')).toEqual(plaintext);
    expect(() => open(randomBytes(32), sealed, 'ctx:1')).toThrow();
    expect(() => open(key, sealed, 'ctx:2')).toThrow();
    const changed = Buffer.from(sealed);
    changed[changed.length - 1] = changed[changed.length - 1]! ^ 0x80;
    expect(() => open(key, changed, 'ctx:1')).toThrow();
    expect(() => open(key, sealed.subarray(0, 20), 'ctx:1')).toThrow();
  });
});
