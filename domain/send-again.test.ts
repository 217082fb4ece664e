import { describe, expect, it } from 'vitest';
import { readSendAgain, sendAgainPath } from './send-again';

describe('send again', () => {
  it('puts the amount and the recipient in the send screen’s address; a deleted recipient is left out', () => {
    expect(sendAgainPath({ cadAmount: '500.00', recipientId: 12 })).toBe('/?amount=500.00&recipient=12');
    expect(sendAgainPath({ cadAmount: '1234.56', recipientId: null })).toBe('/?amount=1234.56');
  });

  it('reads them back as the amount field shows them in each language', () => {
    expect(readSendAgain('?amount=500.00&recipient=12', 'en-CA')).toEqual({ amount: '500.00', recipientId: '12' });
    expect(readSendAgain('amount=1234.56', 'fr-CA')).toEqual({ amount: '1234,56' });
    expect(readSendAgain('?amount=75.5', 'hi-IN')).toEqual({ amount: '75.5' });
  });

  it('leaves out what the field or the picker would not take', () => {
    expect(readSendAgain('?amount=5000.01&recipient=0', 'en-CA')).toEqual({});
    expect(readSendAgain('?amount=abc&recipient=12abc', 'en-CA')).toEqual({});
    expect(readSendAgain('?amount=1.234&recipient=-3', 'en-CA')).toEqual({});
    expect(readSendAgain('?amount=1,000.00', 'en-CA')).toEqual({});
    expect(readSendAgain('?amount=&recipient=', 'en-CA')).toEqual({});
    expect(readSendAgain('', 'en-CA')).toEqual({});
  });
});
