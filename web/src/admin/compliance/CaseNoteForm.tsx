import { useId, useState, type FormEvent } from 'react';
import { adminCaseWorkTexts, adminCaseWorkToasts } from '../../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Field, fieldProps } from '../../components/ui/field';
import { inputClass } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { failureDetail } from '../../lib/form-helpers';
import { useAddCaseNote } from './api/case-work';

/** caseNoteSchema's limit. */
const NOTE_MAX = 2000;

/** A note on a case (issue 31): required, kept in its history with who and when. */
export function CaseNoteForm({ caseId }: { caseId: number }) {
  const add = useAddCaseNote(caseId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(adminCaseWorkTexts.noteRequired);
      return;
    }
    try {
      await add.mutateAsync(text.trim());
      setText('');
      toast({ ...adminCaseWorkToasts.noteAdded, variant: 'success' });
    } catch (failure) {
      const message = serverMessageOf(failure) ?? failureDetail(failure);
      setError(message ?? adminCaseWorkToasts.noteFailed.title);
      toast({ ...adminCaseWorkToasts.noteFailed, description: message, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-2">
      <Field id={`${id}-note`} label={adminCaseWorkTexts.noteLabel} hint={adminCaseWorkTexts.noteHint} error={error}>
        <textarea
          {...fieldProps(`${id}-note`, error, adminCaseWorkTexts.noteHint)}
          value={text}
          rows={3}
          maxLength={NOTE_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          className={cn(inputClass, 'h-auto py-2.5')}
        />
      </Field>
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending ? adminCaseWorkTexts.savingNote : adminCaseWorkTexts.saveNote}
      </Button>
    </form>
  );
}
