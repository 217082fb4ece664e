import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountFromInput, editAmount, inrForInput, sendAmountProblem } from './amount-input';

describe('the send screen amount field', () => {
  it('takes digits with one decimal point and at most 2 decimals as typed', () => {
    for (const text of ['', '5', '500', '500.', '500.2', '500.25', '.5', '0', '5000', '5000.00']) {
      expect(editAmount(text), text).toEqual({ accepted: true, value: text });
    }
    for (const text of ['a', '5a', '1.2.3', '-5', '1e3', '500.255', '5,00', '+5', '1 000']) {
      expect(editAmount(text), text).toEqual({ accepted: false, reason: 'format' });
    }
  });

  it('refuses anything above 5000 at once', () => {
    for (const text of ['5000.01', '5001', '9999', '50000', '05000.1']) {
      expect(editAmount(text), text).toEqual({ accepted: false, reason: 'overLimit' });
    }
  });

  it('reads partial texts as the amount they stand for', () => {
    expect(amountFromInput('12.')).toBe('12');
    expect(amountFromInput('.5')).toBe('0.5');
    expect(amountFromInput('')).toBeUndefined();
    expect(amountFromInput('.')).toBeUndefined();
    expect(amountFromInput('abc')).toBeUndefined();
  });

  it('shows the shared quote live: 500 at 63 is ₹31,500', () => {
    expect(inrForInput('500', '63')).toBe('31500.00');
    expect(inrForInput('', '63')).toBe('0.00');
    expect(inrForInput('123.45', '61.25')).toBe('7600.00');
  });

  it('on Continue: above 0, at most 5000, and not ₹0 after rounding', () => {
    expect(sendAmountProblem('0', '63')).toBe('invalid');
    expect(sendAmountProblem('0.00', '63')).toBe('invalid');
    expect(sendAmountProblem('.', '63')).toBe('invalid');
    expect(sendAmountProblem('0.5', '63')).toBe('tooSmall');
    expect(sendAmountProblem('5000.01', '63')).toBe('overLimit');
    expect(sendAmountProblem('500', '63')).toBeUndefined();
    expect(sendAmountProblem('5000', '63')).toBeUndefined();
  });

  it('on Continue, with the minimum known (GET /api/limits): below it is belowMinimum, before any ₹0 check (issue 32)', () => {
    expect(sendAmountProblem('0.80', '63', '20.00')).toBe('belowMinimum');
    expect(sendAmountProblem('0.5', '63', '20.00')).toBe('belowMinimum');
    expect(sendAmountProblem('19.99', '63', '20.00')).toBe('belowMinimum');
    expect(sendAmountProblem('20', '63', '20.00')).toBeUndefined();
    expect(sendAmountProblem('20.00', '63', '20.00')).toBeUndefined();
    expect(sendAmountProblem('0', '63', '20.00')).toBe('invalid');
    expect(sendAmountProblem('5000.01', '63', '20.00')).toBe('overLimit');
  });

  it('never accepts a text whose amount is above the limit or has more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.'), maxLength: 9 }), (text) => {
        const edit = editAmount(text);
        if (!edit.accepted) return;
        const amount = amountFromInput(edit.value);
        if (amount === undefined) return;
        expect(Number(amount)).toBeLessThanOrEqual(5000);
        expect((amount.split('.')[1] ?? '').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('the amount field in each language (issue 19)', () => {
  it('French takes a decimal comma (and the point a keypad may offer); the server still gets 12.50', () => {
    expect(amountFromInput('12,50', 'fr-CA')).toBe('12.50');
    expect(amountFromInput('12.50', 'fr-CA')).toBe('12.50');
    expect(editAmount('12,5', 'fr-CA')).toEqual({ accepted: true, value: '12,5' });
    expect(editAmount('12,505', 'fr-CA')).toEqual({ accepted: false, reason: 'format' });
    expect(editAmount('1,2,3', 'fr-CA')).toEqual({ accepted: false, reason: 'format' });
  });

  it('English and Hindi take the point only: a comma there groups thousands, so it is refused rather than misread', () => {
    for (const locale of ['en-CA', 'hi-IN'] as const) {
      expect(editAmount('12,50', locale)).toEqual({ accepted: false, reason: 'format' });
      expect(amountFromInput('12,50', locale)).toBeUndefined();
      expect(amountFromInput('12.50', locale)).toBe('12.50');
    }
  });
});
