import { useState, type FormEvent } from 'react';
import { adminTexts, adminToasts } from '../../../domain/messages';
import { formatDateTime, formatRate } from '../../../domain/format';
import { marginPercentSchema } from '../../../domain/schemas/rate-settings';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useRateSettings, useUpdateMargin } from './api/rate-settings';

/**
 * "Market rate and margin" (issue 33): where the rate comes from, the market rate with its age (and
 * the last fetch's failure), the operators' margin, and today's effective rate.
 */
export function MarketRateCard() {
  const settings = useRateSettings();
  const update = useUpdateMargin();
  const [margin, setMargin] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const data = settings.data;
  const shownMargin = margin ?? data?.marginPercent ?? '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = marginPercentSchema.safeParse(shownMargin);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      setMargin(undefined);
      toast({ ...adminToasts.marginSaved, variant: 'success' });
    } catch (failure) {
      toast({ ...adminToasts.marginSaveFailed, description: serverMessageOf(failure) ?? failureDetail(failure), variant: 'destructive' });
    }
  };

  const market = data?.marketRate;
  const effective = data?.effectiveRate;
  return (
    <Card aria-labelledby="market-rate">
      <CardHeader>
        <CardTitle id="market-rate">{adminTexts.marketRateTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-fg-muted">{adminTexts.rateSourceLabel}</dt>
            <dd className="font-semibold" data-testid="rate-source">
              {data ? (adminTexts.rateSources[data.source] ?? data.source) : '–'}
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">{adminTexts.marketRateLabel}</dt>
            <dd data-testid="market-rate-value">
              {market ? (
                <>
                  <span className="font-semibold tabular">{formatRate(market.rate)}</span>{' '}
                  <span className="text-fg-muted">{adminTexts.marketRateAsOf(formatDateTime(market.asOf), formatDateTime(market.fetchedAt))}</span>
                </>
              ) : (
                <span className="text-fg-muted">{adminTexts.marketRateNone}</span>
              )}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-fg-muted">{adminTexts.effectiveRateLabel}</dt>
            <dd data-testid="effective-rate">
              <span className="text-lg font-bold tabular">{effective ? formatRate(effective.rate) : '–'}</span>{' '}
              {effective && (
                <span className="text-fg-muted">
                  {effective.midRate ? adminTexts.effectiveFromMarket(formatRate(effective.midRate)) : adminTexts.effectiveManual}
                </span>
              )}
            </dd>
          </div>
        </dl>
        {data?.lastFetchError && data.lastFetchAt && (
          <p role="status" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {adminTexts.lastFetchFailed(formatDateTime(data.lastFetchAt), data.lastFetchError)}
          </p>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Field id="margin-percent" label={adminTexts.marginLabel} error={error} hint={adminTexts.marginNote}>
            <div className="flex gap-3">
              <Input
                {...fieldProps('margin-percent', error, adminTexts.marginNote)}
                inputMode="decimal"
                value={shownMargin}
                onChange={(event) => {
                  setMargin(event.target.value);
                  setError(undefined);
                }}
                className="flex-1"
              />
              <Button type="submit" disabled={!data || update.isPending} className="shrink-0">
                {update.isPending ? adminTexts.savingMargin : adminTexts.saveMargin}
              </Button>
            </div>
          </Field>
        </form>
      </CardContent>
    </Card>
  );
}
