import { useState, type FormEvent } from 'react';
import { adminTexts, adminToasts, screenTexts } from '../../../domain/messages';
import { formatRate } from '../../../domain/format';
import { rateProblem } from '../../../domain/schemas/admin';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useExchangeRate } from '../send/api/get-exchange-rate';
import { useUpdateExchangeRate } from './api/update-exchange-rate';
import { ConfirmRateDialog, unconfirmedRateOf, type UnconfirmedRate } from './ConfirmRateDialog';

/**
 * "Exchange Rate Management" (docs/product.md § Admin dashboard, § Validation): the rate now, and a new one.
 * Update is disabled while the input is empty or a request runs, and goes ahead only for a rate above 0 (the
 * server's other rules, at most 4 decimals and below 10000, are checked here too).
 */
export function ExchangeRateForm() {
  const current = useExchangeRate();
  const update = useUpdateExchangeRate();
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | undefined>();

  const [unconfirmed, setUnconfirmed] = useState<UnconfirmedRate | undefined>();

  const send = async (value: string, confirm: boolean) => {
    try {
      const answer = await update.mutateAsync({ rate: value, confirm });
      setRate('');
      setUnconfirmed(undefined);
      if ('rateChange' in answer) toast({ ...adminToasts.rateChangePending, description: answer.message, variant: 'success' });
      else toast({ ...adminToasts.rateUpdated, variant: 'success' });
    } catch (failure) {
      // More than 2 % away (issue 33): ask, then send again with confirm.
      const change = isApiError(failure, 409) ? unconfirmedRateOf(failure.bodyText) : undefined;
      if (change && !confirm) {
        setUnconfirmed(change);
        return;
      }
      setUnconfirmed(undefined);
      toast({ ...adminToasts.rateUpdateFailed, description: serverMessageOf(failure) ?? failureDetail(failure), variant: 'destructive' });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = rate.trim();
    const problem = rateProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    await send(value, false);
  };

  return (
    <Card aria-labelledby="rate-management">
      <CardHeader>
        <CardTitle id="rate-management">{adminTexts.rateManagement}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="rounded-md bg-primary-soft px-4 py-3">
          <p className="text-sm text-fg-muted">{adminTexts.currentRate}</p>
          <p className="text-2xl font-bold tabular" data-testid="current-rate">
            {current.data ? screenTexts.rateLine(formatRate(current.data.rate)) : '–'}
          </p>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
          <Field id="new-rate" label={adminTexts.newRate} error={error} hint={adminTexts.rateNote}>
            <div className="flex gap-3">
              <Input
                {...fieldProps('new-rate', error, adminTexts.rateNote)}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder={adminTexts.ratePlaceholder}
                value={rate}
                onChange={(event) => {
                  setRate(event.target.value);
                  setError(undefined);
                }}
                className="flex-1"
              />
              <Button type="submit" disabled={rate.trim() === '' || update.isPending} className="shrink-0">
                {update.isPending ? adminTexts.updating : adminTexts.update}
              </Button>
            </div>
          </Field>
        </form>
        <ConfirmRateDialog
          change={unconfirmed}
          busy={update.isPending}
          onCancel={() => setUnconfirmed(undefined)}
          onConfirm={() => unconfirmed && void send(rate.trim(), true)}
        />
      </CardContent>
    </Card>
  );
}
