import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../src/config';
import { createSerializerCompiler } from '../src/http/serializer';
import { z } from 'zod/mini';

describe('UNPAID_CANCEL_HOURS', () => {
  it('is 72 by default, a whole number of hours from 1 to 720, or off', () => {
    expect(loadConfig({}).unpaidCancelHours).toBe(72);
    expect(loadConfig({ UNPAID_CANCEL_HOURS: '' }).unpaidCancelHours).toBe(72);
    expect(loadConfig({ UNPAID_CANCEL_HOURS: '1' }).unpaidCancelHours).toBe(1);
    expect(loadConfig({ UNPAID_CANCEL_HOURS: '720' }).unpaidCancelHours).toBe(720);
    expect(loadConfig({ UNPAID_CANCEL_HOURS: 'off' }).unpaidCancelHours).toBeUndefined();
  });

  it.each(['0', '721', '1.5', '-3', 'abc', 'OFF', '72h'])('refuses %j with a message naming the variable', (value) => {
    expect(() => loadConfig({ UNPAID_CANCEL_HOURS: value })).toThrow(
      `UNPAID_CANCEL_HOURS: must be a whole number of hours from 1 to 720 (30 days), or off (got ${JSON.stringify(value)})`,
    );
  });
});

describe('the configuration a plain start gets', () => {
  it('is production unless NODE_ENV says otherwise', () => {
    expect(loadConfig({}).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: '' }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).nodeEnv).toBe('test');
  });

  it('cross-checks answers with zod only outside production', () => {
    // fast-json-stringify writes the string '12' as the number 12; zod refuses it.
    const schema = z.object({ count: z.number() });
    const compile = (crossCheck: boolean) =>
      createSerializerCompiler({ crossCheck })({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(() => compile(false)({ count: '12' })).not.toThrow();
    expect(() => compile(true)({ count: '12' })).toThrow();
  });
});

describe('the Origins a state-changing request may come from (issue 32)', () => {
  it('APP_URL’s origin only; without APP_URL, the local default and its loopback spellings at PORT', () => {
    expect(loadConfig({ APP_URL: 'https://maplerupee.example/app' }).allowedOrigins).toEqual(['https://maplerupee.example']);
    expect(loadConfig({ PORT: '4000' }).allowedOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
  });
});

describe('MIN_TRANSFER_CAD (the smallest amount a transfer may carry, issue 32)', () => {
  it('is 20.00 by default; any amount above 0 and at most 5000 with 2 decimals, kept with 2', () => {
    expect(loadConfig({}).minTransferCad).toBe('20.00');
    expect(loadConfig({ MIN_TRANSFER_CAD: '25' }).minTransferCad).toBe('25.00');
    expect(loadConfig({ MIN_TRANSFER_CAD: '0.01' }).minTransferCad).toBe('0.01');
    expect(loadConfig({ MIN_TRANSFER_CAD: '5000' }).minTransferCad).toBe('5000.00');
  });

  it.each(['0', '0.00', '5000.01', '1.005', '-5', 'abc', '20 CAD'])('refuses %j with a message naming the variable', (value) => {
    expect(() => loadConfig({ MIN_TRANSFER_CAD: value })).toThrow(
      `MIN_TRANSFER_CAD: must be an amount in CAD above 0 and at most 5000, with at most 2 decimals, such as 20.00 (got ${JSON.stringify(value)})`,
    );
  });
});

describe('QUOTE_MINUTES (how long a quote holds its rate)', () => {
  it('is 30 minutes unless set, and any whole number of minutes from 1 to 120', () => {
    expect(loadConfig({}).quoteHoldMs).toBe(30 * 60_000);
    expect(loadConfig({ QUOTE_MINUTES: '' }).quoteHoldMs).toBe(30 * 60_000);
    expect(loadConfig({ QUOTE_MINUTES: '1' }).quoteHoldMs).toBe(60_000);
    expect(loadConfig({ QUOTE_MINUTES: '120' }).quoteHoldMs).toBe(120 * 60_000);
  });

  it.each(['0', '121', '1.5', '-5', 'thirty'])('stops the start on %j with a message naming the variable', (value) => {
    expect(() => loadConfig({ QUOTE_MINUTES: value })).toThrow(
      `QUOTE_MINUTES: must be a whole number of minutes from 1 to 120 (got ${JSON.stringify(value)})`,
    );
  });
});

describe('the receipt’s settings (issue 20)', () => {
  it('MSB_REGISTRATION_NUMBER: FINTRAC’s M and 8 digits, or unset', () => {
    expect(loadConfig({ MSB_REGISTRATION_NUMBER: 'M12345678' }).msbRegistrationNumber).toBe('M12345678');
    expect(loadConfig({}).msbRegistrationNumber).toBeUndefined();
    expect(loadConfig({ MSB_REGISTRATION_NUMBER: '' }).msbRegistrationNumber).toBeUndefined();
    for (const bad of ['12345678', 'm12345678', 'M1234567', 'M123456789', 'M1234567X']) {
      expect(() => loadConfig({ MSB_REGISTRATION_NUMBER: bad })).toThrow(
        `MSB_REGISTRATION_NUMBER: must be FINTRAC’s MSB registration number: M and 8 digits, such as M12345678 (got "${bad}")`,
      );
    }
  });

  it('COMPLAINTS_EMAIL: an email address; unset, the payment email customers already write to', () => {
    expect(loadConfig({ COMPLAINTS_EMAIL: 'complaints@maplerupee.test' }).complaintsEmail).toBe('complaints@maplerupee.test');
    expect(loadConfig({}).complaintsEmail).toBe('payments@maplerupee.ca');
    expect(loadConfig({ PAYMENT_EMAIL: 'pay@maplerupee.test' }).complaintsEmail).toBe('pay@maplerupee.test');
    expect(() => loadConfig({ COMPLAINTS_EMAIL: 'not an email' })).toThrow('COMPLAINTS_EMAIL: must be an email address such as complaints@maplerupee.ca (got "not an email")');
  });
});

describe('the Interac auto-deposit inbox (issue 33)', () => {
  const imap = { COLLECTION_PROVIDER: 'imap', IMAP_URL: 'imaps://payments%40maplerupee.ca:p%40ss@imap.example.com:993' };

  it('COLLECTION_PROVIDER: sandbox by default; PAYMENTS_PROVIDER, its older name, still says sandbox', () => {
    expect(loadConfig({})).toMatchObject({ collectionProvider: 'sandbox', imap: undefined });
    expect(loadConfig({ PAYMENTS_PROVIDER: 'sandbox' }).collectionProvider).toBe('sandbox');
    expect(() => loadConfig({ COLLECTION_PROVIDER: 'apaylo' })).toThrow('COLLECTION_PROVIDER:');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'sandbox', ...imap })).toThrow('PAYMENTS_PROVIDER: is the older name of COLLECTION_PROVIDER and disagrees with it');
  });

  it('imap: IMAP_URL required; the mailbox, sender and DKIM domain default to Interac’s', () => {
    expect(loadConfig(imap).imap).toEqual({
      url: imap.IMAP_URL,
      mailbox: 'INBOX',
      sender: 'notify@payments.interac.ca',
      dkimDomain: 'payments.interac.ca',
    });
    expect(() => loadConfig({ COLLECTION_PROVIDER: 'imap' })).toThrow('IMAP_URL: must be set when COLLECTION_PROVIDER=imap');
  });

  it('IMAP_URL: imaps:// with a user and password; imap:// only to this machine; the value is never echoed', () => {
    expect(loadConfig({ ...imap, IMAP_URL: 'imap://testuser:testpass@127.0.0.1:1143' }).imap?.url).toBe('imap://testuser:testpass@127.0.0.1:1143');
    for (const bad of ['imap://u:secret@imap.example.com:143', 'imaps://imap.example.com:993', 'imaps://u@imap.example.com', 'https://u:p@example.com', 'not a url']) {
      expect(() => loadConfig({ ...imap, IMAP_URL: bad })).toThrow('IMAP_URL: must be a URL such as imaps://user:password@imap.example.com:993 (imap:// only to 127.0.0.1 or localhost) (value not shown)');
    }
  });

  it('IMAP_SENDER, IMAP_DKIM_DOMAIN: an address, a domain, and the signature aligned with the address', () => {
    expect(loadConfig({ ...imap, IMAP_SENDER: 'Notify@Payments.Interac.ca', IMAP_DKIM_DOMAIN: 'interac.ca', IMAP_MAILBOX: 'Interac' }).imap).toMatchObject({
      sender: 'notify@payments.interac.ca',
      dkimDomain: 'interac.ca',
      mailbox: 'Interac',
    });
    expect(() => loadConfig({ ...imap, IMAP_SENDER: 'nobody' })).toThrow('IMAP_SENDER: must be an email address such as notify@payments.interac.ca (got "nobody")');
    expect(() => loadConfig({ ...imap, IMAP_DKIM_DOMAIN: 'not a domain' })).toThrow('IMAP_DKIM_DOMAIN: must be a domain name such as payments.interac.ca');
    expect(() => loadConfig({ ...imap, IMAP_DKIM_DOMAIN: 'example.com' })).toThrow('IMAP_DKIM_DOMAIN: must be the domain of IMAP_SENDER or a parent of it');
  });
});

describe('docs/configuration.md', () => {
  it('has one row per variable the configuration reads, no more, none twice', () => {
    const text = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    const documented = [...text.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
