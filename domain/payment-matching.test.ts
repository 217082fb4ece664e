import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { senderMatchesCustomer } from './payment-matching';

const asha = { firstName: 'Asha', lastName: 'Patel', legalName: null, email: 'asha.patel@example.com' };

describe('senderMatchesCustomer', () => {
  it.each([
    ['the same name', { name: 'Asha Patel', email: 'other@bank.example' }],
    ['the name in capitals, last name first', { name: 'PATEL, ASHA', email: 'other@bank.example' }],
    ['a middle initial', { name: 'Asha K. Patel', email: 'other@bank.example' }],
    ['the same email in another case', { name: 'A P', email: 'Asha.Patel@Example.com' }],
  ])('matches %s', (_name, sender) => expect(senderMatchesCustomer(sender, asha)).toBe(true));

  it('matches accents either way', () => {
    const zoe = { firstName: 'Zoë', lastName: 'Lévesque', legalName: null, email: 'zoe@example.com' };
    expect(senderMatchesCustomer({ name: 'ZOE LEVESQUE', email: 'z@bank.example' }, zoe)).toBe(true);
  });

  it('matches the verified legal name once there is one, and then only it (issue 31)', () => {
    const married = { ...asha, legalName: 'Asha Kaur Mehta' };
    expect(senderMatchesCustomer({ name: 'MEHTA, ASHA KAUR', email: 'x@bank.example' }, married)).toBe(true);
    // Banks often leave a middle name out: the first and last words are enough.
    expect(senderMatchesCustomer({ name: 'Asha Mehta', email: 'x@bank.example' }, married)).toBe(true);
    // The sign-up name no longer is the customer's once another one was verified.
    expect(senderMatchesCustomer({ name: 'Asha Patel', email: 'x@bank.example' }, married)).toBe(false);
    expect(senderMatchesCustomer({ name: 'Kaur Mehta', email: 'x@bank.example' }, married)).toBe(false);
  });

  it.each([
    ['someone else', { name: 'Ravi Kumar', email: 'ravi@example.com' }],
    ['the first name only', { name: 'Asha', email: 'x@bank.example' }],
    ['an initial for the first name', { name: 'A. Patel', email: 'x@bank.example' }],
    ['a name that contains the customer’s as part of a word', { name: 'Ashanti Patelson', email: 'x@bank.example' }],
  ])('does not match %s', (_name, sender) => expect(senderMatchesCustomer(sender, asha)).toBe(false));

  it('a customer’s own name matches in any order and case', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ]{2,12}$/);
    fc.assert(
      fc.property(word, word, fc.boolean(), fc.boolean(), (first, last, reversed, upper) => {
        const customer = { firstName: first, lastName: last, legalName: reversed ? `${first} ${last}` : null, email: 'c@example.com' };
        const written = reversed ? `${last}, ${first}` : `${first} ${last}`;
        expect(senderMatchesCustomer({ name: upper ? written.toUpperCase() : written, email: 's@bank.example' }, customer)).toBe(true);
      }),
    );
  });
});
