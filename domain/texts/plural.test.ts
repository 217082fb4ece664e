import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const sessions = { one: '1 session', other: 'many sessions' };

describe('plural', () => {
  it('follows each language’s rules: English one is 1 only, French one is 0 and 1, Hindi one is 0 and 1', () => {
    expect([0, 1, 2].map((count) => plural('en-CA', count, sessions))).toEqual(['many sessions', '1 session', 'many sessions']);
    expect([0, 1, 2].map((count) => plural('fr-CA', count, sessions))).toEqual(['1 session', '1 session', 'many sessions']);
    expect([0, 1, 2].map((count) => plural('hi-IN', count, sessions))).toEqual(['1 session', '1 session', 'many sessions']);
  });

  it('uses French `many` for a million when given, else `other`', () => {
    expect(plural('fr-CA', 1_000_000, { one: 'un', many: 'beaucoup', other: 'autres' })).toBe('beaucoup');
    expect(plural('fr-CA', 1_000_000, { one: 'un', other: 'autres' })).toBe('autres');
  });
});
