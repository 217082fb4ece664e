import { LoaderCircle, RotateCw, Timer, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { formatInr, formatRate } from '../../../domain/format';
import { screenTexts } from '../../../domain/messages';
import { countdownMoment, formatCountdown, minutesLeft, type CountdownMoment } from '../../../domain/quote-countdown';
import { quoteTexts } from '../../../domain/quote-texts';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import type { Guarantee } from './api/hold-quote';
import type { GuaranteedRate } from './use-guaranteed-rate';

const timeLeft = (guarantee: Guarantee) => Date.parse(guarantee.quote.expiresAt) - (Date.now() + guarantee.clockOffsetMs);

/**
 * The time left, by the server's clock, updated as each displayed second passes; reports a minute
 * left and the end. A tab that slept past the end reports it as soon as it wakes.
 */
function useTimeLeft(guarantee: Guarantee, onMoment: (moment: CountdownMoment) => void): number {
  const [remaining, setRemaining] = useState(() => timeLeft(guarantee));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A quote that arrives already run out is reported at the first tick; one under a minute is not "one minute left".
    let previous = Math.max(timeLeft(guarantee), 1);
    const tick = () => {
      const now = timeLeft(guarantee);
      const moment = countdownMoment(previous, now);
      previous = now;
      setRemaining(now);
      if (moment) onMoment(moment);
      if (now > 0) timer = setTimeout(tick, ((now - 1) % 1000) + 1);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [guarantee, onMoment]);
  return remaining;
}

function Countdown({ guarantee, onMoment }: { guarantee: Guarantee; onMoment: (moment: CountdownMoment) => void }) {
  const remaining = useTimeLeft(guarantee, onMoment);
  const lastMinute = remaining <= 60_000;
  return (
    <div className={cn('flex min-h-tap items-center gap-3 rounded-lg border bg-surface px-4 py-2 shadow-card', lastMinute ? 'border-accent' : 'border-border')}>
      <Timer aria-hidden className={cn('size-5 shrink-0', lastMinute ? 'text-accent' : 'text-primary')} />
      {/* A timer is not a live region: the moments worth hearing are told by the status below. */}
      <p role="timer" data-testid="rate-countdown" className="text-sm">
        {quoteTexts.guaranteedFor} <span className="font-semibold tabular">{formatCountdown(remaining)}</span>
      </p>
    </div>
  );
}

/** What changed under the customer, with the new amounts; a renewal with new amounts waits to be accepted. */
function RateNoticeBox({ rate }: { rate: GuaranteedRate }) {
  const { notice, guarantee, mustAccept } = rate;
  if (!notice || !guarantee) return null;
  const changed = notice.changed || mustAccept;
  const title = notice.kind === 'held' ? screenTexts.rateChangedTitle : notice.kind === 'renewed' ? quoteTexts.renewedTitle : notice.message;
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-accent bg-surface p-4 text-sm">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold">{title}</p>
        <p>
          {changed
            ? screenTexts.rateChangedNew(screenTexts.rateLine(formatRate(guarantee.quote.exchangeRate)), formatInr(guarantee.quote.inrAmount))
            : quoteTexts.renewedSame}
        </p>
        {mustAccept ? (
          <>
            <p className="text-fg-muted">{quoteTexts.acceptFirst}</p>
            <Button variant="secondary" className="w-full" onClick={rate.accept}>
              {quoteTexts.acceptNew}
            </Button>
          </>
        ) : (
          notice.kind === 'refused' && <p className="text-fg-muted">{screenTexts.rateChangedConfirm}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The payment step's guaranteed rate (docs/product.md § Send money): "Rate guaranteed for 29:41"
 * counting down, a new quote held when it runs out, and what changed. A screen reader hears only
 * the moments that matter: the time held, one minute left, the end (and a change, as an alert).
 */
export function RateGuarantee({ rate }: { rate: GuaranteedRate }) {
  const [announcement, setAnnouncement] = useState('');
  const { guarantee, renew } = rate;
  const onMoment = useCallback(
    (moment: CountdownMoment) => {
      setAnnouncement(moment === 'one-minute' ? quoteTexts.oneMinuteLeft : quoteTexts.ranOut);
      if (moment === 'ran-out') renew();
    },
    [renew],
  );
  const heldId = guarantee?.quote.id;
  useEffect(() => {
    if (!guarantee) return;
    const told = quoteTexts.heldFor(minutesLeft(timeLeft(guarantee)));
    const timer = setTimeout(() => setAnnouncement(told), 0);
    return () => clearTimeout(timer);
    // Told once per quote held, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldId]);

  return (
    <div className="space-y-3">
      {rate.failed ? (
        <div role="alert" className="flex gap-3 rounded-md border border-border bg-surface p-4 text-sm shadow-card">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />
          <div className="min-w-0 flex-1 space-y-2">
            <p>{quoteTexts.holdFailed}</p>
            <Button variant="secondary" size="sm" disabled={rate.holding} onClick={renew}>
              <RotateCw aria-hidden />
              {quoteTexts.tryAgain}
            </Button>
          </div>
        </div>
      ) : guarantee && !rate.holding ? (
        <Countdown guarantee={guarantee} onMoment={onMoment} />
      ) : (
        <p className="flex min-h-tap items-center gap-3 rounded-lg border border-border bg-surface px-4 py-2 text-sm text-fg-muted shadow-card">
          <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin-slow text-primary" />
          {quoteTexts.holding}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <RateNoticeBox rate={rate} />
    </div>
  );
}
