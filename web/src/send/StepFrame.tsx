import { useEffect, useRef, type ReactNode } from 'react';
import { screenTexts } from '../../../domain/messages';
import { cn } from '../lib/cn';

interface StepFrameProps {
  step: 1 | 2;
  title: string;
  /** Set when the customer moved to this step: it slides in and its heading takes focus. */
  entered: boolean;
  children: ReactNode;
}

/**
 * One of the send flow's two steps. A step that is moved to slides in horizontally (forward from the
 * right, back from the left; reduced motion: no slide) and its heading gets focus, so a screen
 * reader says where the customer now is.
 */
export function StepFrame({ step, title, entered, children }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!entered) return;
    // Like a new screen, the step starts at the top (after a submission the page was scrolled to
    // Confirm Payment, and the greeting would be cut off).
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [entered]);

  const headingId = `send-step-${step}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(entered && (step === 2 ? 'animate-slide-from-right' : 'animate-slide-from-left'), 'motion-reduce:animate-none')}
    >
      <p className="text-sm font-medium text-fg-muted">{screenTexts.stepOfTwo(step)}</p>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-4 scroll-mt-4 text-xl font-bold focus-visible:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
