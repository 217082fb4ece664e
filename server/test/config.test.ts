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
