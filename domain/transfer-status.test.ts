import { describe, expect, it } from 'vitest';
import { generateReferenceCode, isReferenceCode } from './reference-code';
import { TRANSFER_STATUSES, canCancel, canTransition, isFinalStatus, recipientAmountWording, statusesLeadingTo } from './transfer-status';

describe('transfer status machine', () => {
  it('allows exactly pending→approved, pending→rejected, pending→cancelled and approved→completed', () => {
    const allowed = TRANSFER_STATUSES.flatMap((from) =>
      TRANSFER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(['approved→completed', 'pending→approved', 'pending→cancelled', 'pending→rejected']);
  });

  it('knows where each status can be reached from, and which are final', () => {
    expect(statusesLeadingTo('completed')).toEqual(['approved']);
    expect(statusesLeadingTo('pending')).toEqual([]);
    expect(statusesLeadingTo('cancelled')).toEqual(['pending']);
    expect(TRANSFER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'rejected', 'cancelled']);
  });

  it('lets a transfer be cancelled only while it is pending and no payment is recorded for it', () => {
    const cancellable = TRANSFER_STATUSES.flatMap((status) =>
      [false, true].filter((paymentReceived) => canCancel({ status, paymentReceived })).map((paid) => `${status}${paid ? ', paid' : ''}`),
    );
    expect(cancellable).toEqual(['pending']);
  });
});

describe('reference codes', () => {
  it('are 10 uppercase letters and digits, with at least one of each', () => {
    for (let i = 0; i < 1_000; i++) expect(isReferenceCode(generateReferenceCode())).toBe(true);
    expect(isReferenceCode('TZHI82HUWM')).toBe(true);
    expect(isReferenceCode('abcDEF1234')).toBe(false);
    expect(isReferenceCode('ABC123')).toBe(false);
    // A word or a number could stand in anyone's e-Transfer message.
    expect(isReferenceCode('REMITTANCE')).toBe(false);
    expect(isReferenceCode('4165550100')).toBe(false);
  });

  it('use every character of the alphabet but the look-alikes O, 0, I and 1, and do not repeat', () => {
    const codes = Array.from({ length: 5_000 }, generateReferenceCode);
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.join(''));
    expect(used.size).toBe(32);
    for (const lookAlike of ['O', '0', 'I', '1']) expect(used.has(lookAlike)).toBe(false);
  });
});

describe('the rupee amount’s wording', () => {
  it('says Received only for a completed transfer; never for pending, approved, rejected or cancelled', () => {
    expect(Object.fromEntries(TRANSFER_STATUSES.map((status) => [status, recipientAmountWording(status)]))).toEqual({
      pending: 'recipientGets',
      approved: 'recipientGets',
      completed: 'received',
      rejected: 'notPaidOut',
      cancelled: 'notPaidOut',
    });
  });
});
