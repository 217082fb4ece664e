import { useState, type FormEvent } from 'react';
import { adminComplianceTexts, adminComplianceToasts } from '../../../../domain/messages';
import { TIERS, type Limits, type Tier, type TierLimits } from '../../../../domain/compliance';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { failureDetail } from '../../lib/form-helpers';
import { useAdminLimits, useUpdateLimits } from './api/limits';

const FIELDS: (keyof TierLimits)[] = ['perTransfer', 'daily', 'monthly'];

/**
 * The limits of both tiers (CAD per transfer, rolling 24 hours, rolling 30 days). The server
 * checks them (no transfer above 5,000, per transfer ≤ 24 hours ≤ 30 days) and its message is shown
 * when it refuses; nothing is changed until Save.
 */
export function LimitsEditor() {
  const current = useAdminLimits();
  return (
    <Card aria-labelledby="limits-title">
      <CardHeader>
        <CardTitle id="limits-title">{adminComplianceTexts.limitsTitle}</CardTitle>
        <CardDescription>{adminComplianceTexts.limitsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {current.isError ? (
          <LoadError
            message={[adminComplianceTexts.limitsLoadFailed, serverMessageOf(current.error)].filter(Boolean).join(': ')}
            retrying={current.isFetching}
            onRetry={() => void current.refetch()}
          />
        ) : !current.data ? (
          <p role="status" className="py-6 text-center text-fg-muted">
            {adminComplianceTexts.loading}
          </p>
        ) : (
          // Keyed by what is stored: after a save the form starts again from the server's values.
          <LimitsForm key={JSON.stringify(current.data)} stored={current.data} />
        )}
      </CardContent>
    </Card>
  );
}

interface SaveError {
  /** Why the server refused: a rule across fields (the '_' entry) says more than its generic message. */
  message: string;
  /** 'verified.perTransfer' → message, shown under that input. */
  fields: Record<string, string>;
}

function saveErrorOf(failure: unknown): SaveError {
  const message = serverMessageOf(failure) ?? failureDetail(failure) ?? adminComplianceTexts.limitsSaveFailed;
  const fields = (isApiError(failure) && failure.fieldErrors) || {};
  return { message: fields._ ?? message, fields };
}

function LimitsForm({ stored }: { stored: Limits }) {
  const update = useUpdateLimits();
  const [draft, setDraft] = useState<Limits>(stored);
  const [error, setError] = useState<SaveError | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await update.mutateAsync(draft);
      toast({ ...adminComplianceToasts.limitsSaved, variant: 'success' });
    } catch (failure) {
      setError(saveErrorOf(failure));
    }
  };

  const set = (tier: Tier, field: keyof TierLimits, value: string) => {
    setDraft({ ...draft, [tier]: { ...draft[tier], [field]: value } });
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {TIERS.map((tier) => (
        <fieldset key={tier} className="space-y-2">
          <legend className="mb-2 font-semibold">{adminComplianceTexts.tierLabels[tier]}</legend>
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {FIELDS.map((field) => {
              const id = `limit-${tier}-${field}`;
              const fieldError = error?.fields[`${tier}.${field}`];
              return (
                <div key={field} className="min-w-0 space-y-1.5">
                  <Label htmlFor={id}>{adminComplianceTexts[field]}</Label>
                  <Input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft[tier][field]}
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={fieldError ? `${id}-error` : undefined}
                    onChange={(event) => set(tier, field, event.target.value)}
                    className="tabular px-2.5 sm:px-3.5"
                  />
                  {fieldError && (
                    <p id={`${id}-error`} className="text-sm font-medium text-danger">
                      {fieldError}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {error && (
        // Announced either way; shown here only when no field below already says it.
        <p role="alert" className={cn('text-sm font-medium text-danger', Object.values(error.fields).includes(error.message) && 'sr-only')}>
          {error.message}
        </p>
      )}
      <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
        {update.isPending ? adminComplianceTexts.saving : adminComplianceTexts.save}
      </Button>
    </form>
  );
}
