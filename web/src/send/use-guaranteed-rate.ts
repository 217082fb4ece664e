import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { compareDecimal } from '../../../domain/money';
import type { Quote } from '../../../domain/quote';
import type { HeldQuote } from '../../../domain/schemas/quote';
import { holdQuote, type Guarantee } from './api/hold-quote';

/**
 * Why the amounts shown changed under the customer: the first held quote is not step 1's ('held'),
 * the countdown ran out and a new one was held ('renewed'), or the server refused a transfer at the
 * quote and held another ('refused', with its message).
 */
export type RateNotice =
  | { kind: 'held'; changed: true }
  | { kind: 'renewed'; changed: boolean }
  | { kind: 'refused'; changed: boolean; message: string };

export interface GuaranteedRate {
  guarantee: Guarantee | undefined;
  holding: boolean;
  /** The last try to hold a rate failed: the step still sends at the current rate, without a quote. */
  failed: boolean;
  notice: RateNotice | undefined;
  /** New amounts the customer did not ask for (the countdown ran out): Confirm Payment waits for them to be accepted. */
  mustAccept: boolean;
  /** Holds a rate again: after a failure, or when the countdown ran out. */
  renew: () => void;
  /** The quote the server held instead of the one sent (409), with its message. */
  replace: (quote: HeldQuote, message: string) => void;
  accept: () => void;
}

const sameAmounts = (a: Quote, b: Quote) =>
  compareDecimal(a.inrAmount, b.inrAmount) === 0 && compareDecimal(a.exchangeRate, b.exchangeRate) === 0;

/**
 * The payment step's guaranteed rate (issue 20): held when the step opens (POST /api/quotes, for the
 * amount and method of step 1's quote), held again when it runs out, replaced by the one a 409
 * brings. Each new quote is compared with what the customer last saw, so a change is never silent.
 */
export function useGuaranteedRate(step1Quote: Quote): GuaranteedRate {
  const { mutateAsync, isPending } = useMutation({ mutationFn: holdQuote });
  const [guarantee, setGuarantee] = useState<Guarantee>();
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<RateNotice>();
  const [mustAccept, setMustAccept] = useState(false);
  const shown = useRef<Quote>(step1Quote);
  const inFlight = useRef(false);
  const everHeld = useRef(false);
  const { cadAmount, paymentMethod } = step1Quote;

  /** Shows a new quote, and says whether its amounts differ from those the customer last saw. */
  const show = useCallback((next: Guarantee): boolean => {
    const changed = !sameAmounts(shown.current, next.quote);
    shown.current = next.quote;
    setGuarantee(next);
    return changed;
  }, []);

  const hold = useCallback(
    (kind: 'held' | 'renewed') => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutateAsync({ cadAmount, paymentMethod })
        .then(
          (next) => {
            everHeld.current = true;
            const changed = show(next);
            setFailed(false);
            if (kind === 'held') setNotice(changed ? { kind, changed } : undefined);
            else {
              setNotice({ kind, changed });
              // Accepted only by the customer: a later renewal with the same amounts does not undo it.
              if (changed) setMustAccept(true);
            }
          },
          () => setFailed(true),
        )
        .finally(() => {
          inFlight.current = false;
        });
    },
    [cadAmount, paymentMethod, mutateAsync, show],
  );

  useEffect(() => {
    hold('held');
    // Once, when the step opens; renewals are asked for by the countdown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Stable, so the countdown's timer is not restarted by the step's renders.
  const renew = useCallback(() => hold(everHeld.current ? 'renewed' : 'held'), [hold]);
  const clockOffsetMs = guarantee?.clockOffsetMs ?? 0;
  const replace = useCallback(
    (quote: HeldQuote, message: string) => {
      everHeld.current = true;
      const changed = show({ quote, clockOffsetMs });
      setNotice({ kind: 'refused', changed, message });
    },
    [show, clockOffsetMs],
  );
  const accept = useCallback(() => {
    setMustAccept(false);
    setNotice(undefined);
  }, []);

  return { guarantee, holding: isPending, failed, notice, mustAccept, renew, replace, accept };
}
