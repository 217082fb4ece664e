import { groupReferenceCode } from '../../../domain/reference-code';

/**
 * A payment reference shown in groups of four ("QIBA EX7E 2R") so it is read and typed in pieces
 * (issue 34). The groups are spaced by margin, not by spaces: a selection, a copy and the accessible
 * name stay the reference exactly as the bank's message needs it.
 */
export function ReferenceCode({ code }: { code: string }) {
  return (
    <span className="whitespace-nowrap">
      {groupReferenceCode(code)
        .split(' ')
        .map((group, index) => (
          <span key={index} className="[&:not(:last-child)]:mr-[0.45em]">
            {group}
          </span>
        ))}
    </span>
  );
}
