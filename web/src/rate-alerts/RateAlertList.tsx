import { BellRing, LoaderCircle, Trash2 } from 'lucide-react';
import { formatCalendarDay, formatRate } from '../../../domain/format';
import { rateAlertTexts as t } from '../../../domain/rate-texts';
import type { RateAlert } from '../../../domain/schemas/rate-alerts';
import { LoadError } from '../components/load-error';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useDeleteRateAlert, useRateAlerts } from './api/rate-alerts';

/** The customer's active alerts, each with Delete. */
export function RateAlertList() {
  const alerts = useRateAlerts();
  return (
    <Card aria-labelledby="rate-alerts-title">
      <CardHeader>
        <CardTitle id="rate-alerts-title">{t.listTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.isPending ? (
          <p role="status" className="flex items-center gap-2 text-fg-muted">
            <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
            {t.loading}
          </p>
        ) : alerts.isError ? (
          <LoadError message={t.loadFailed} retrying={alerts.isFetching} onRetry={() => void alerts.refetch()} />
        ) : alerts.data.length === 0 ? (
          <p className="text-fg-muted">{t.none}</p>
        ) : (
          <ul className="divide-y divide-border">
            {alerts.data.map((alert) => (
              <RateAlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The day (YYYY-MM-DD) a moment falls on where the customer is. */
function localDay(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function RateAlertRow({ alert }: { alert: RateAlert }) {
  const remove = useDeleteRateAlert();
  const label = t.alert(formatRate(alert.targetRate));
  const onDelete = async () => {
    try {
      await remove.mutateAsync(alert.id);
      toast({ title: t.removed, variant: 'success' });
    } catch (error) {
      toast({ title: t.removeFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
    }
  };
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="rate-alert">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
        <BellRing aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold tabular">{label}</p>
        <p className="text-sm text-fg-muted">{t.setOn(formatCalendarDay(localDay(alert.createdAt)))}</p>
      </div>
      <Button variant="danger-ghost" size="icon" className="shrink-0" disabled={remove.isPending} onClick={() => void onDelete()}>
        {remove.isPending ? <LoaderCircle aria-hidden className="animate-spin-slow" /> : <Trash2 aria-hidden />}
        <span className="sr-only">{remove.isPending ? t.removing : t.removeLabel(label)}</span>
      </Button>
    </li>
  );
}
