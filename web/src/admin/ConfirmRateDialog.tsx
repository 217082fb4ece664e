import { adminTexts, texts } from '../../../domain/messages';
import { formatRate } from '../../../domain/format';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';

/** What the server said of a rate more than 2 % away (409 rate_change_unconfirmed, issue 33). */
export interface UnconfirmedRate {
  rate: string;
  changePercent: string;
  referenceRate: string;
  referenceKind: 'current' | 'market';
  secondApprovalRequired: boolean;
}

/** Reads the 409's body, or undefined when it is another answer. */
export function unconfirmedRateOf(bodyText: string): UnconfirmedRate | undefined {
  try {
    const body = JSON.parse(bodyText) as Partial<UnconfirmedRate> & { code?: string };
    if (body.code !== 'rate_change_unconfirmed' || !body.rate || !body.changePercent || !body.referenceRate) return undefined;
    return {
      rate: body.rate,
      changePercent: body.changePercent,
      referenceRate: body.referenceRate,
      referenceKind: body.referenceKind === 'market' ? 'market' : 'current',
      secondApprovalRequired: body.secondApprovalRequired === true,
    };
  } catch {
    return undefined;
  }
}

/** "Confirm a large rate change": the percent and what it is compared with; over 10 %, that a second operator must approve. */
export function ConfirmRateDialog(props: { change: UnconfirmedRate | undefined; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { change } = props;
  const reference = change && (change.referenceKind === 'market' ? adminTexts.referenceMarket : adminTexts.referenceCurrent)(formatRate(change.referenceRate));
  return (
    <AlertDialog open={change !== undefined} onOpenChange={(open) => !open && !props.busy && props.onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>{adminTexts.confirmRateTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {change && reference ? adminTexts.confirmRateBody(formatRate(change.rate), change.changePercent, reference) : null}
        </AlertDialogDescription>
        {change?.secondApprovalRequired && <p className="mt-3 font-semibold text-danger">{adminTexts.confirmRateSecond}</p>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.busy}>{texts.cancel}</AlertDialogCancel>
          <Button variant="danger" disabled={props.busy} onClick={props.onConfirm}>
            {props.busy ? adminTexts.updating : adminTexts.confirmRate}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
