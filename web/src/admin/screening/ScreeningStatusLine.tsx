import { formatCount, formatDateTime } from '../../../../domain/format';
import type { ScreeningStatus } from '../../../../domain/schemas/screening';
import { screeningTexts } from '../../../../domain/screening-texts';

/** The list version, how far its re-screen is, and who still waits for screening. */
export function ScreeningStatusLine({ status }: { status: ScreeningStatus }) {
  if (status.listVersion === 0) return <p className="text-sm text-fg-muted">{screeningTexts.noList}</p>;
  const { rescreen, waiting } = status;
  const waitingTotal = waiting.customers + waiting.recipients + waiting.payers;
  return (
    <div className="space-y-1 text-sm">
      <p>{screeningTexts.listVersion(status.listVersion, formatCount(status.entryCount), status.importedAt ? formatDateTime(status.importedAt) : '')}</p>
      {rescreen &&
        (rescreen.finishedAt ? (
          <p className="text-fg-muted">{screeningTexts.rescreenDone(formatCount(rescreen.done), formatDateTime(rescreen.finishedAt))}</p>
        ) : (
          <p role="status" className="font-semibold">
            {screeningTexts.rescreenRunning(formatCount(rescreen.done), formatCount(Math.max(rescreen.total ?? 0, rescreen.done)))}
          </p>
        ))}
      {rescreen && rescreen.matches > 0 && <p className="font-semibold text-danger">{screeningTexts.rescreenMatches(rescreen.matches)}</p>}
      {waitingTotal > 0 && <p className="font-semibold text-status-pending-fg">{screeningTexts.waiting(formatCount(waitingTotal))}</p>}
    </div>
  );
}
