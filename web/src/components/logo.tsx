import { texts } from '../../../domain/messages';
import { cn } from '../lib/cn';
import { LEFT_HALF, RIGHT_HALF, RUPEE, splitWordmark } from '../../../domain/logo-parts';

/**
 * The MapleRupee mark: a maple leaf, half maple red (Canada), half saffron (India), with a rupee
 * sign. Decorative.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('shrink-0', className)}>
      <polygon fill="var(--mr-maple)" points={LEFT_HALF} />
      <polygon fill="var(--mr-accent)" points={RIGHT_HALF} />
      <path d={RUPEE} fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "MapleRupee" with the second half in the brand colour; reads as one word to assistive tech. */
export function Wordmark({ className, rupeeClassName }: { className?: string; rupeeClassName?: string }) {
  const [maple, rupee] = splitWordmark(texts.productName);
  return (
    <span className={cn('font-bold tracking-tight', className)}>
      {maple}
      <span className={rupeeClassName ?? 'text-primary'}>{rupee}</span>
    </span>
  );
}
