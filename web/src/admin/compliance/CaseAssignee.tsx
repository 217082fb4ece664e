import { useId, useState, type FormEvent } from 'react';
import { adminCaseWorkTexts, adminCaseWorkToasts } from '../../../../domain/messages';
import type { ComplianceCase } from '../../../../domain/schemas/compliance';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { useAssignCase, useOperators } from './api/case-work';

/** Who works the case (issue 31): an operator, or nobody. The server refuses the case's own subject; its message is shown. */
export function CaseAssignee({ complianceCase }: { complianceCase: ComplianceCase }) {
  const operators = useOperators(true);
  const assign = useAssignCase(complianceCase.id);
  const [chosen, setChosen] = useState(complianceCase.assignee ? String(complianceCase.assignee.id) : '');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await assign.mutateAsync(chosen === '' ? null : Number(chosen));
      toast({ ...adminCaseWorkToasts.assigned, variant: 'success' });
    } catch (failure) {
      const message = serverMessageOf(failure) ?? failureDetail(failure);
      setError(message ?? adminCaseWorkToasts.assignFailed.title);
      toast({ ...adminCaseWorkToasts.assignFailed, description: message, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-2">
      <Label htmlFor={`${id}-assignee`}>{adminCaseWorkTexts.assignLabel}</Label>
      <NativeSelect
        id={`${id}-assignee`}
        value={chosen}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setChosen(event.target.value);
          setError(undefined);
        }}
      >
        <option value="">{adminCaseWorkTexts.nobody}</option>
        {(operators.data ?? []).map((operator) => (
          <option key={operator.id} value={String(operator.id)}>
            {operator.name}
          </option>
        ))}
      </NativeSelect>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" variant="secondary" disabled={assign.isPending || operators.isPending}>
        {assign.isPending ? adminCaseWorkTexts.assigning : adminCaseWorkTexts.assign}
      </Button>
    </form>
  );
}
