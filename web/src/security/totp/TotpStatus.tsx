import { secondFactorTexts as t } from '../../../../domain/second-factor-texts';
import type { TotpEnrolment } from '../../../../domain/schemas/second-factor';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { isReauthenticationCancelled } from '../reauthentication/use-reauthentication';
import { useNewRecoveryCodes, useStartTotp, useTurnOffTotp } from './api';

/** A failed change is said in a toast; one the person cancelled in "Confirm it is you" says nothing. */
function reportFailure(error: unknown): void {
  if (isReauthenticationCancelled(error)) return;
  toast({ title: serverMessageOf(error) ?? t.failed, description: failureDetail(error), variant: 'destructive' });
}

/**
 * The authenticator app's state in Profile → Security: off, with "Set up"; or on, with the recovery
 * codes left, "New recovery codes" and "Turn off" (issue 32), each confirmed first.
 */
export function TotpStatus({
  enabled,
  recoveryCodesLeft,
  onStarted,
  onNewCodes,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  onStarted: (enrolment: TotpEnrolment) => void;
  onNewCodes: (codes: string[]) => void;
}) {
  const start = useStartTotp();
  const onStart = async () => {
    try {
      onStarted(await start.mutateAsync());
    } catch (error) {
      reportFailure(error);
    }
  };
  return (
    <>
      <p className="text-sm leading-relaxed text-fg-muted">{t.sectionIntro}</p>
      <dl className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2">
        <dt className="text-sm text-fg-muted">{t.statusLabel}</dt>
        <dd className="text-right">
          <Badge className={enabled ? 'bg-status-completed-bg text-status-completed-fg' : 'bg-status-other-bg text-status-other-fg'}>
            {enabled ? t.statusOn : t.statusOff}
          </Badge>
        </dd>
      </dl>
      {enabled ? (
        <>
          <p className="text-sm text-fg-muted">{t.recoveryCodesLeft(recoveryCodesLeft)}</p>
          <div className="flex flex-wrap gap-2">
            <NewRecoveryCodes onNewCodes={onNewCodes} />
            <TurnOff />
          </div>
        </>
      ) : (
        <Button className="w-full" disabled={start.isPending} onClick={() => void onStart()}>
          {start.isPending ? t.starting : t.setUp}
        </Button>
      )}
    </>
  );
}

function NewRecoveryCodes({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const replace = useNewRecoveryCodes();
  const onReplace = async () => {
    try {
      onNewCodes((await replace.mutateAsync()).recoveryCodes);
    } catch (error) {
      reportFailure(error);
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="secondary" size="sm" disabled={replace.isPending}>
          {replace.isPending ? t.replacingCodes : t.newRecoveryCodes}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t.newRecoveryCodesTitle}</AlertDialogTitle>
        <AlertDialogDescription>{t.newRecoveryCodesBody}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void onReplace()}>{t.replaceCodes}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function TurnOff() {
  const turnOff = useTurnOffTotp();
  const onTurnOff = async () => {
    try {
      await turnOff.mutateAsync();
      toast({ title: t.turnedOff, variant: 'success' });
    } catch (error) {
      reportFailure(error);
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="danger-outline" size="sm" aria-label={t.turnOffLabel} disabled={turnOff.isPending}>
          {turnOff.isPending ? t.turningOff : t.turnOff}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t.turnOffTitle}</AlertDialogTitle>
        <AlertDialogDescription>{t.turnOffBody}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="danger" onClick={() => void onTurnOff()}>
            {t.turnOff}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
