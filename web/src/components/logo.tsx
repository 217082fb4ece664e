import { texts } from '../../../domain/messages';
import { cn } from '../lib/cn';

const LEFT_HALF = '32,3 26.5,13.5 21,11 22.5,27 14.5,19.5 12,24.5 3.5,21.5 7.5,32.5 4,35 16.5,44.5 14.5,49.5 29.5,46.5 30.4,47 30.4,60 32,60';
// The rupee sign drawn across the leaf, as in web/brand/logo.svg (the source of the app's icons).
const RUPEE = 'M24 23.5h16M24 29h16M28 23.5c7 0 7 11 0 11h-2l10 11';
const RIGHT_HALF = '32,3 37.5,13.5 43,11 41.5,27 49.5,19.5 52,24.5 60.5,21.5 56.5,32.5 60,35 47.5,44.5 49.5,49.5 34.5,46.5 33.6,47 33.6,60 32,60';

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
  const split = Math.max(0, texts.productName.search(/(?!^)[A-Z]/));
  const maple = texts.productName.slice(0, split);
  const rupee = texts.productName.slice(split);
  return (
    <span className={cn('font-bold tracking-tight', className)}>
      {maple}
      <span className={rupeeClassName ?? 'text-primary'}>{rupee}</span>
    </span>
  );
}
