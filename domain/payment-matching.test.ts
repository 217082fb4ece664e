import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { senderMatchesCustomer } from './payment-matching';

const asha = { firstName: 'Asha', lastName: 'Patel', username: 'Asha Patel', email: 'asha.patel@example.com' };

describe('senderMatchesCustomer', () => {
  it.each([
    ['the same name', { name: 'Asha Patel', email: 'other@bank.example' }],
    ['the name in capitals, last name first', { name: 'PATEL, ASHA', email: 'other@bank.example' }],
    ['a middle initial', { name: 'Asha K. Patel', email: 'other@bank.example' }],
    ['the same email in another case', { name: 'A P', email: 'Asha.Patel@Example.com' }],
  ])('matches %s', (_name, sender) => expect(senderMatchesCustomer(sender, asha)).toBe(true));

  it('matches accents either way', () => {
    const zoe = { firstName: 'Zoë', lastName: 'Lévesque', username: 'Zoë Lévesque', email: 'zoe@example.com' };
    expect(senderMatchesCustomer({ name: 'ZOE LEVESQUE', email: 'z@bank.example' }, zoe)).toBe(true);
  });

  it('matches the full name the customer set in Profile', () => {
    const renamed = { ...asha, username: 'Asha Mehta' };
    expect(senderMatchesCustomer({ name: 'Asha Mehta', email: 'x@bank.example' }, renamed)).toBe(true);
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
        const customer = { firstName: first, lastName: last, username: `${first} ${last}`, email: 'c@example.com' };
        const written = reversed ? `${last}, ${first}` : `${first} ${last}`;
        expect(senderMatchesCustomer({ name: upper ? written.toUpperCase() : written, email: 's@bank.example' }, customer)).toBe(true);
      }),
    );
  });
});
