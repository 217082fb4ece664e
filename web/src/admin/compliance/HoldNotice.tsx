import { ShieldAlert } from 'lucide-react';
import { adminTexts } from '../../../../domain/messages';

/** Shown on a held transfer, in words (not colour alone): why Approve will be refused. */
export function HoldNotice() {
  return (
    <p className="mt-1 flex max-w-52 items-start gap-1 text-xs font-semibold text-danger" data-testid="on-hold">
      <ShieldAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        {adminTexts.onHold}
        <span className="block font-normal text-fg-muted">{adminTexts.onHoldDetail}</span>
      </span>
    </p>
  );
}
