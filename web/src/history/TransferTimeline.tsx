import { Check, Circle, X } from 'lucide-react';
import { formatDateTime } from '../../../domain/format';
import type { TransferDetails } from '../../../domain/schemas/transfer';
import { transferDetailsTexts as t } from '../../../domain/transfer-details-texts';
import { upcomingSteps, type TimelineEntry, type TimelineStep } from '../../../domain/transfer-timeline';
import { Card } from '../components/ui/card';
import { cn } from '../lib/cn';

/** Steps that end a transfer without paying it out: drawn with a cross, not a tick. */
const STOPPED: ReadonlySet<TimelineStep> = new Set(['rejected', 'cancelled']);

/**
 * The transfer's progress, top to bottom: each step that happened with its time (a rejection or
 * cancellation with its reason), then the steps still to come, greyed, with what each will be. The
 * latest step is the list's current one for assistive technology.
 */
export function TransferTimeline({ transfer }: { transfer: TransferDetails }) {
  const upcoming = upcomingSteps(transfer.timeline);
  const lastIndex = transfer.timeline.length - 1;
  return (
    <Card aria-labelledby="progress-title" className="p-4">
      <h2 id="progress-title" className="text-lg font-semibold">
        {t.progressTitle}
      </h2>
      <ol className="mt-3" data-testid="transfer-timeline">
        {transfer.timeline.map((entry, index) => (
          <DoneStep key={`${entry.step}-${entry.at}`} entry={entry} current={index === lastIndex} last={index === lastIndex && upcoming.length === 0} />
        ))}
        {upcoming.map((step, index) => (
          <UpcomingStep key={step} step={step} last={index === upcoming.length - 1} />
        ))}
      </ol>
    </Card>
  );
}

/** The dot of a step and the line down to the next one. */
function Marker({ kind, last }: { kind: 'done' | 'stopped' | 'upcoming'; last: boolean }) {
  const Icon = kind === 'done' ? Check : kind === 'stopped' ? X : Circle;
  return (
    <div aria-hidden className="flex flex-col items-center">
      <span
        className={cn(
          'grid size-7 shrink-0 place-items-center rounded-full',
          kind === 'done' && 'bg-primary text-primary-fg',
          kind === 'stopped' && 'bg-status-rejected-bg text-status-rejected-fg',
          kind === 'upcoming' && 'border-2 border-fg-muted/40 bg-surface text-fg-muted/60',
        )}
      >
        <Icon className={cn(kind === 'upcoming' ? 'size-2.5 fill-current' : 'size-4')} strokeWidth={3} />
      </span>
      {!last && <span className={cn('w-0.5 flex-1', kind === 'upcoming' ? 'bg-border' : 'bg-primary/60')} />}
    </div>
  );
}

function DoneStep({ entry, current, last }: { entry: TimelineEntry; current: boolean; last: boolean }) {
  return (
    <li className="flex gap-3" aria-current={current ? 'step' : undefined}>
      <Marker kind={STOPPED.has(entry.step) ? 'stopped' : 'done'} last={last} />
      <div className={cn('min-w-0 flex-1', !last && 'pb-5')}>
        <p className="font-semibold leading-7">
          {t.steps[entry.step]}
          <span className="sr-only"> — {t.stepDone}</span>
        </p>
        <p className="text-sm text-fg-muted">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </p>
        {entry.note && <p className="mt-1 whitespace-pre-line break-words text-sm">{t.reason(entry.note)}</p>}
      </div>
    </li>
  );
}

function UpcomingStep({ step, last }: { step: TimelineStep; last: boolean }) {
  const hints: Partial<Record<TimelineStep, string>> = t.upcoming;
  return (
    <li className="flex gap-3">
      <Marker kind="upcoming" last={last} />
      <div className={cn('min-w-0 flex-1', !last && 'pb-5')}>
        <p className="font-medium leading-7 text-fg-muted">
          {t.steps[step]}
          <span className="sr-only"> — {t.stepNext}</span>
        </p>
        {hints[step] && <p className="text-sm text-fg-muted">{hints[step]}</p>}
      </div>
    </li>
  );
}
