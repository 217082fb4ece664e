import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createSerializerCompiler } from '../src/http/serializer';
import { z } from 'zod/mini';

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
