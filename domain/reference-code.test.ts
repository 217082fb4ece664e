import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateReferenceCode, groupReferenceCode, isReferenceCode, referenceWords } from './reference-code';

const reference = fc.constant(null).map(() => generateReferenceCode());

describe('a reference shown in groups (issue 34)', () => {
  it('is written in groups of four and copied back without the spaces', () => {
    expect(groupReferenceCode('QJBAEX7E2R')).toBe('QJBA EX7E 2R');
    fc.assert(fc.property(reference, (code) => {
      const grouped = groupReferenceCode(code);
      expect(grouped).toMatch(/^[A-Z0-9]{4} [A-Z0-9]{4} [A-Z0-9]{2}$/);
      expect(grouped.replaceAll(' ', '')).toBe(code);
    }));
  });

  it('is found in a message as typed from the screen: grouped by spaces or hyphens, any case, among other words', () => {
    fc.assert(
      fc.property(reference, fc.constantFrom(' ', '-'), fc.constantFrom('', 'Rent ', 'for Priya: '), fc.constantFrom('', ' thanks', '. Merci', '!'), (code, separator, before, after) => {
        const typed = groupReferenceCode(code).replaceAll(' ', separator).toLowerCase();
        expect(referenceWords(`${before}${typed}${after}`).filter(isReferenceCode)).toContain(code);
      }),
    );
    // Two grouped references in one message are both found (the monitor sends such a payment to an operator).
    expect(referenceWords('QJBA EX7E 2R and ZZZZ 9999 A3').filter(isReferenceCode)).toEqual(expect.arrayContaining(['QJBAEX7E2R', 'ZZZZ9999A3']));
  });

  it('does not join groups that are not a reference’s shape', () => {
    // 4-4-3 and 4-4-2 inside a longer word are left as they are.
    expect(referenceWords('QJBA EX7E 2RX').filter(isReferenceCode)).toEqual([]);
    expect(referenceWords('XQJBA EX7E 2R').filter(isReferenceCode)).toEqual([]);
    // Written together, as always, it is found once per spelling.
    expect(referenceWords('QJBAEX7E2R').filter(isReferenceCode)).toContain('QJBAEX7E2R');
  });
});
