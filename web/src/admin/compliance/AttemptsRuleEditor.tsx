import { useState, type FormEvent } from 'react';
import { adminCaseWorkTexts, adminCaseWorkToasts, adminComplianceTexts } from '../../../../domain/messages';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, fieldProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { useComplianceSettings, useSaveComplianceSettings } from './api/attempts';

/** The refused-attempts rule's threshold (issue 31, Settings): the server checks it (1–100) and its message is shown. */
export function AttemptsRuleEditor() {
  const current = useComplianceSettings();
  return (
    <Card aria-labelledby="attempts-rule-title">
      <CardHeader>
        <CardTitle id="attempts-rule-title">{adminCaseWorkTexts.ruleTitle}</CardTitle>
        <CardDescription>{adminCaseWorkTexts.ruleIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {current.isError ? (
          <LoadError
            message={[adminCaseWorkTexts.ruleLoadFailed, serverMessageOf(current.error)].filter(Boolean).join(': ')}
            retrying={current.isFetching}
            onRetry={() => void current.refetch()}
          />
        ) : !current.data ? (
          <p role="status" className="py-6 text-center text-fg-muted">
            {adminComplianceTexts.loading}
          </p>
        ) : (
          <RuleForm key={current.data.refusedAttemptsThreshold} stored={current.data.refusedAttemptsThreshold} />
        )}
      </CardContent>
    </Card>
  );
}

function RuleForm({ stored }: { stored: number }) {
  const save = useSaveComplianceSettings();
  const [value, setValue] = useState(String(stored));
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    // Sent as typed (a number when it reads as one): the server says what is wrong with anything else.
    const threshold = /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
    try {
      await save.mutateAsync({ refusedAttemptsThreshold: threshold as number });
      toast({ ...adminCaseWorkToasts.ruleSaved, variant: 'success' });
    } catch (failure) {
      setError(serverMessageOf(failure) ?? failureDetail(failure) ?? adminCaseWorkToasts.ruleSaveFailed.title);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Field id="attempts-threshold" label={adminCaseWorkTexts.ruleLabel} hint={adminCaseWorkTexts.ruleHint} error={error}>
        <Input
          {...fieldProps('attempts-threshold', error, adminCaseWorkTexts.ruleHint)}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          className="tabular sm:w-32"
        />
      </Field>
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? adminCaseWorkTexts.savingRule : adminCaseWorkTexts.saveRule}
      </Button>
    </form>
  );
}
