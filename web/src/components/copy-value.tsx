import { Copy } from 'lucide-react';
import type { ToastText } from '../../../domain/messages';
import { screenTexts, screenToasts } from '../../../domain/messages';
import { copyText } from '../lib/clipboard';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

interface CopyValueProps {
  /** What the value is ("Payment email"); the button is named "Copy <label>". */
  label: string;
  value: string;
  /** The toast confirming the copy. */
  copied: ToastText;
  /** Shown larger and spaced, e.g. a reference code. */
  emphasis?: boolean;
  hint?: string;
}

/** A labelled value a person types into their bank's app, with a Copy button that confirms by toast. */
export function CopyValue({ label, value, copied, emphasis = false, hint }: CopyValueProps) {
  const onCopy = async () => {
    if (await copyText(value)) toast({ ...copied, variant: 'success' });
    else toast({ ...screenToasts.copyFailed, variant: 'destructive' });
  };
  return (
    <div className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-fg-muted">{label}</p>
        <p
          className={cn(
            'select-all font-semibold [overflow-wrap:anywhere]',
            emphasis ? 'font-mono text-xl tracking-[0.12em] text-primary' : 'text-base',
          )}
        >
          {/* An email wraps after its "@" first, never mid-name (it must be typed exactly). */}
          {value.includes('@') ? (
            <>
              {value.slice(0, value.indexOf('@') + 1)}
              <wbr />
              {value.slice(value.indexOf('@') + 1)}
            </>
          ) : (
            value
          )}
        </p>
        {hint && <p className="mt-1 text-sm text-fg-muted">{hint}</p>}
      </div>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={() => void onCopy()}>
        <Copy aria-hidden />
        <span aria-hidden>{screenTexts.copy}</span>
        <span className="sr-only">{screenTexts.copyLabel(label)}</span>
      </Button>
    </div>
  );
}
