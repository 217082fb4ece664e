import { Gavel } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { adminCaseWorkTexts, adminCaseWorkToasts, adminComplianceTexts, texts } from '../../../../domain/messages';
import { AUTHORITY_DECISIONS, type AuthorityDecision, type ComplianceCase } from '../../../../domain/schemas/compliance';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Field, fieldProps } from '../../components/ui/field';
import { inputClass } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { failureDetail } from '../../lib/form-helpers';
import { useRecordAuthorityDecision } from './api/case-work';

/** authorityDecisionSchema's limit. */
const NOTE_MAX = 2000;

/**
 * "Record decision" on a frozen case (issue 31): what the authorities decided about the property a
 * listed-person report froze (released or seized) and a note (required). The server refuses the
 * operator who froze it (second_operator_required); its message is shown.
 */
export function AuthorityDecisionDialog({ complianceCase, title }: { complianceCase: ComplianceCase; title: string }) {
  const record = useRecordAuthorityDecision(complianceCase.id);
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<AuthorityDecision>('released');
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
      await record.mutateAsync({ decision, note: note.trim() });
      toast({ ...adminCaseWorkToasts.decisionRecorded, variant: 'success' });
      setOpen(false);
    } catch (failure) {
      const message = serverMessageOf(failure) ?? failureDetail(failure);
      setError({ form: message ?? adminCaseWorkToasts.decisionFailed.title });
      toast({ ...adminCaseWorkToasts.decisionFailed, description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !record.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={adminCaseWorkTexts.recordDecisionLabel(title)}>
          <Gavel aria-hidden />
          {adminCaseWorkTexts.recordDecision}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adminCaseWorkTexts.decisionTitle}</DialogTitle>
          <DialogDescription>{adminCaseWorkTexts.decisionIntro}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-semibold">{adminCaseWorkTexts.decision}</legend>
            {AUTHORITY_DECISIONS.map((value) => (
              <label key={value} className="flex min-h-tap cursor-pointer items-center gap-3 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                <input
                  type="radio"
                  name={`${id}-decision`}
                  value={value}
                  checked={decision === value}
                  onChange={() => setDecision(value)}
                  className="size-4 accent-primary"
                />
                <span className="text-sm font-medium">{adminCaseWorkTexts.decisionLabels[value]}</span>
              </label>
            ))}
          </fieldset>
          <Field id={`${id}-note`} label={adminCaseWorkTexts.decisionNote} hint={adminCaseWorkTexts.decisionNoteHint} error={error.note}>
            <textarea
              {...fieldProps(`${id}-note`, error.note, adminCaseWorkTexts.decisionNoteHint)}
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
              <Button variant="secondary" disabled={record.isPending}>
                {texts.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? adminCaseWorkTexts.recording : adminCaseWorkTexts.decisionConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
