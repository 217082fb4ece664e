import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { ToastText } from '../../../domain/messages';
import { screenTexts, screenToasts } from '../../../domain/messages';
import { copyText } from '../lib/clipboard';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

/** How long the button says "Copied" before it offers Copy again. */
const CONFIRMATION_MS = 2_000;

interface CopyValueProps {
  /** What the value is ("Payment email"); the button is named "Copy <label>". */
  label: string;
  /** What is copied, exactly as it must be typed. */
  value: string;
  /** How the value is shown, when not as plain text (a reference in groups: <ReferenceCode>). */
  shown?: ReactNode;
  /** What a screen reader hears once it is copied. */
  copied: ToastText;
  /** Shown larger and spaced, e.g. a reference code. */
  emphasis?: boolean;
  hint?: string;
}

/**
 * A labelled value a person types into their bank's app, with a Copy button that confirms in place
 * ("Copied ✓" for 2 s, announced politely) rather than by a toast over the top of the screen, where
 * the customer's eyes are not (issue 34). A refused clipboard still says so by toast, with what to do.
 */
export function CopyValue({ label, value, shown, copied, emphasis = false, hint }: CopyValueProps) {
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => setConfirmed(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);
  const onCopy = async () => {
    if (await copyText(value)) setConfirmed(true);
    else toast({ ...screenToasts.copyFailed, variant: 'destructive' });
  };
  return (
    <div className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-fg-muted">{label}</p>
        <p
          className={cn(
            'font-semibold [overflow-wrap:anywhere]',
            emphasis ? 'select-all font-mono text-xl tracking-[0.12em] text-primary' : 'select-all text-base',
          )}
        >
          {/* An email wraps after its "@" first, never mid-name (it must be typed exactly). */}
          {shown ?? (value.includes('@') ? (
            <>
              {value.slice(0, value.indexOf('@') + 1)}
              <wbr />
              {value.slice(value.indexOf('@') + 1)}
            </>
          ) : (
            value
          ))}
        </p>
        {hint && <p className="mt-1 text-sm text-fg-muted">{hint}</p>}
      </div>
      <Button variant="secondary" size="sm" className={cn('min-w-24 shrink-0', confirmed && 'border-success/60 text-success')} onClick={() => void onCopy()}>
        {confirmed ? <Check aria-hidden /> : <Copy aria-hidden />}
        <span aria-hidden>{confirmed ? screenTexts.copied : screenTexts.copy}</span>
        <span className="sr-only">{screenTexts.copyLabel(label)}</span>
      </Button>
      <span role="status" className="sr-only">
        {confirmed ? [copied.title, copied.description].filter(Boolean).join('. ') : ''}
      </span>
    </div>
  );
}
