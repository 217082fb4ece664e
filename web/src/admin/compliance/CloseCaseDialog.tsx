import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { adminComplianceTexts, adminComplianceToasts, texts } from '../../../../domain/messages';
import { CLOSING_OUTCOMES, type ClosingOutcome, type ComplianceCase } from '../../../../domain/schemas/compliance';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Field, fieldProps } from '../../components/ui/field';
import { Input, inputClass } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { failureDetail } from '../../lib/form-helpers';
import { useCaseClosing, useCloseCase } from './api/cases';


/** closeCaseSchema's limits. */
const REFERENCE_MAX = 100;
const NOTE_MAX = 2000;

/**
 * "Close": the outcome (filed with FINTRAC, or cleared; for a sanctions case also a listed-person
 * property report, which freezes the party's transfers), the report's reference, and a note (required).
 */
export function CloseCaseDialog({ complianceCase, title }: { complianceCase: ComplianceCase; title: string }) {
  const close = useCloseCase();
  const busy = useCaseClosing();
  const [open, setOpen] = useState(false);
  const outcomes = CLOSING_OUTCOMES.filter((value) => value !== 'listed_property' || complianceCase.kind === 'sanctions');
  const [outcome, setOutcome] = useState<ClosingOutcome>(complianceCase.kind.startsWith('eftr') ? 'filed' : 'cleared');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ note?: string; form?: string }>({});
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setError({ note: adminComplianceTexts.closeNoteRequired });
      return;
    }
    try {
      await close.mutateAsync({ id: complianceCase.id, outcome, reference: reference.trim(), note: note.trim() });
      toast({ ...adminComplianceToasts.caseClosed, variant: 'success' });
      setOpen(false);
    } catch (failure) {
      const message = serverMessageOf(failure) ?? failureDetail(failure);
      setError({ form: message ?? adminComplianceToasts.closeFailed.title });
      toast({ ...adminComplianceToasts.closeFailed, description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={adminComplianceTexts.closeLabel(title)}>
          <CheckCircle2 aria-hidden />
          {adminComplianceTexts.close}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adminComplianceTexts.closeTitle(title)}</DialogTitle>
          <DialogDescription>{adminComplianceTexts.closeIntro}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-semibold">{adminComplianceTexts.outcome}</legend>
            {outcomes.map((value) => (
              <label key={value} className="flex min-h-tap cursor-pointer items-center gap-3 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                <input
                  type="radio"
                  name={`${id}-outcome`}
                  value={value}
                  checked={outcome === value}
                  onChange={() => setOutcome(value)}
                  className="size-4 accent-primary"
                />
                <span className="text-sm font-medium">{adminComplianceTexts.outcomeLabels[value]}</span>
              </label>
            ))}
          </fieldset>
          <Field id={`${id}-reference`} label={adminComplianceTexts.referenceLabel} hint={adminComplianceTexts.referenceHint}>
            <Input
              {...fieldProps(`${id}-reference`, undefined, adminComplianceTexts.referenceHint)}
              value={reference}
              maxLength={REFERENCE_MAX}
              onChange={(event) => setReference(event.target.value)}
            />
          </Field>
          <Field id={`${id}-note`} label={adminComplianceTexts.closeNote} hint={adminComplianceTexts.closeNoteHint} error={error.note}>
            <textarea
              {...fieldProps(`${id}-note`, error.note, adminComplianceTexts.closeNoteHint)}
              value={note}
              rows={4}
              maxLength={NOTE_MAX}
              required
              onChange={(event) => {
                setNote(event.target.value);
                setError({});
              }}
              className={cn(inputClass, 'h-auto py-2.5')}
            />
          </Field>
          {error.form && (
            <p role="alert" className="text-sm font-medium text-danger">
              {error.form}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                {texts.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? adminComplianceTexts.closing : adminComplianceTexts.closeConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
