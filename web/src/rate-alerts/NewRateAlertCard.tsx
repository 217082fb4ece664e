import { BellPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatRate } from '../../../domain/format';
import { adminMessages, screenTexts } from '../../../domain/messages';
import { parseLocalizedAmount } from '../../../domain/parse-amount';
import { rateAlertTexts as t } from '../../../domain/rate-texts';
import { RATE_ALERT_MAX_ACTIVE } from '../../../domain/schemas/rate-alerts';
import { RATE_MAX_DECIMALS } from '../../../domain/schemas/admin';
import { currentLocale } from '../../../domain/texts/current-locale';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useCurrentRate } from '../send/api/get-exchange-rate';
import { useCreateRateAlert } from './api/rate-alerts';

const FIELD_ID = 'rate-alert-target';

/** The target as the API takes it ("64.25"), from what the customer typed in their language ("64,25" in French), or the field's message. */
function readTarget(text: string): { target: string } | { problem: string } {
  const parsed = parseLocalizedAmount(text, currentLocale(), RATE_MAX_DECIMALS);
  if (parsed.ok) return { target: parsed.value };
  if (parsed.problem === 'empty') return { problem: t.targetEmpty };
  if (parsed.problem === 'tooManyDecimals') return { problem: adminMessages.rateDecimals };
  return { problem: t.targetFormat(formatRate('64.25')) };
}

/** "Tell me when 1 CAD is at least [ ] INR", with today's rate for reference; the server checks the rest. */
export function NewRateAlertCard() {
  const rate = useCurrentRate();
  const create = useCreateRateAlert();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  // A round rate just above today's, as an example of what to type.
  const example = formatRate(String(Math.floor(Number(rate)) + 1));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const read = readTarget(text);
    if ('problem' in read) {
      setError(read.problem);
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    try {
      const alert = await create.mutateAsync({ targetRate: read.target });
      toast({ title: t.added, description: t.addedDescription(t.alert(formatRate(alert.targetRate))), variant: 'success' });
      setText('');
    } catch (failure) {
      // A target today's rate meets (400), a duplicate or one too many (409): said under the field.
      const message = isApiError(failure, 400) ? failure.fieldErrors?.targetRate : isApiError(failure, 409) ? failure.serverMessage : undefined;
      if (message) {
        setError(message);
        document.getElementById(FIELD_ID)?.focus();
      }
      toast({ title: t.addFailed, description: message ?? serverMessageOf(failure) ?? failureDetail(failure), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="rate-alert-new-title">
      <CardHeader>
        <CardTitle id="rate-alert-new-title">{t.formTitle}</CardTitle>
        <p className="font-semibold tabular text-primary">{t.today(screenTexts.rateLine(formatRate(rate)))}</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <Field id={FIELD_ID} label={t.targetLabel} error={error} hint={t.targetHint(example, RATE_ALERT_MAX_ACTIVE)}>
            <div className="relative">
              <span aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 font-semibold text-fg-muted">
                1 CAD ≥
              </span>
              <Input
                {...fieldProps(FIELD_ID, error, t.targetHint(example, RATE_ALERT_MAX_ACTIVE))}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(undefined);
                }}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                placeholder={example}
                className="pl-20 pr-14 text-lg font-semibold tabular"
              />
              <span aria-hidden className="pointer-events-none absolute right-3.5 top-1/2 -translate-y-1/2 font-semibold text-fg-muted">
                INR
              </span>
            </div>
          </Field>
          <Button type="submit" className="w-full" disabled={create.isPending}>
            <BellPlus aria-hidden />
            {create.isPending ? t.setting : t.set}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
