import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminComplianceTexts, adminComplianceToasts } from '../../../../domain/messages';
import { formatDateTime } from '../../../../domain/format';
import type { AdminVerification } from '../../../../domain/schemas/compliance';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { ConfirmWithNote } from '../ConfirmWithNote';
import { useDecideVerification, useVerificationDecisionRunning, type VerificationDecision } from './api/verifications';
import { VerificationStatusBadge } from './badges';
import { formatDay } from './format';
import { VerificationDocument } from './VerificationDocument';

/** verificationDecisionSchema's reason limit. */
const REASON_MAX = 500;

function useDecide() {
  const mutation = useDecideVerification();
  return async (decision: VerificationDecision): Promise<boolean> => {
    try {
      await mutation.mutateAsync(decision);
      toast({ ...(decision.decision === 'approved' ? adminComplianceToasts.verificationApproved : adminComplianceToasts.verificationRejected), variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...adminComplianceToasts.decisionFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
      return false;
    }
  };
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** One verification: who, when, every detail they gave, the photo of the ID, and the decision. */
export function VerificationItem({ verification: v }: { verification: AdminVerification }) {
  const headingId = `verification-${v.id}`;
  const texts = adminComplianceTexts;
  return (
    <article aria-labelledby={headingId} className="rounded-md border border-border p-4" data-testid="verification">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {v.customerName}
          </h3>
          <p className="break-all text-sm text-fg-muted">{v.customerEmail}</p>
          <p className="text-sm text-fg-muted">
            <time dateTime={v.submittedAt}>{texts.submitted(formatDateTime(v.submittedAt))}</time>
          </p>
        </div>
        <VerificationStatusBadge status={v.status} />
      </div>

      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1.5 text-sm">
          <Detail term={texts.method}>{texts.methodLabels[v.method] ?? v.method}</Detail>
          {v.dateOfBirth && <Detail term={texts.dateOfBirth}>{formatDay(v.dateOfBirth)}</Detail>}
          {v.occupation && <Detail term={texts.occupation}>{v.occupation}</Detail>}
          {v.address && (
            <Detail term={texts.homeAddress}>
              {v.address.street}
              <br />
              {v.address.city}, {v.address.province} {v.address.postalCode}
            </Detail>
          )}
          {v.idDocument && (
            <>
              <Detail term={texts.idDocument}>{texts.idTypeLabels[v.idDocument.type] ?? v.idDocument.type}</Detail>
              <Detail term={texts.idNumber}>
                <span className="font-mono">{v.idDocument.number}</span>
              </Detail>
              <Detail term={texts.idIssuedBy}>{v.idDocument.issuingJurisdiction}</Detail>
              <Detail term={texts.idExpires}>{formatDay(v.idDocument.expiryDate)}</Detail>
            </>
          )}
          {v.note && <Detail term={texts.note}>{v.note}</Detail>}
        </dl>
        <VerificationDocument verification={v} />
      </div>

      {v.decidedAt && (
        <p className="mt-3 text-sm text-fg-muted">
          {texts.decided(texts.verificationStatusLabels[v.status], formatDateTime(v.decidedAt), v.decidedBy)}
          {v.reason && <span className="block">{texts.decidedReason(v.reason)}</span>}
        </p>
      )}
      {v.status === 'pending' && <DecisionButtons verification={v} />}
    </article>
  );
}

function DecisionButtons({ verification }: { verification: AdminVerification }) {
  const busy = useVerificationDecisionRunning();
  const decide = useDecide();
  const name = verification.customerName;
  return (
    <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <ConfirmWithNote
        trigger={
          <Button size="sm" disabled={busy} aria-label={adminComplianceTexts.decisionLabel(adminComplianceTexts.approve, name)}>
            <Check aria-hidden />
            {adminComplianceTexts.approve}
          </Button>
        }
        title={adminComplianceTexts.approveTitle}
        description={adminComplianceTexts.approveQuestion(name)}
        noteLabel={adminComplianceTexts.approveNote}
        noteMax={REASON_MAX}
        confirmLabel={adminComplianceTexts.approve}
        busyLabel={adminComplianceTexts.approving}
        busy={busy}
        onConfirm={(reason) => decide({ id: verification.id, decision: 'approved', reason })}
      />
      <ConfirmWithNote
        trigger={
          <Button size="sm" variant="danger-outline" disabled={busy} aria-label={adminComplianceTexts.decisionLabel(adminComplianceTexts.reject, name)}>
            <X aria-hidden />
            {adminComplianceTexts.reject}
          </Button>
        }
        title={adminComplianceTexts.rejectTitle}
        description={adminComplianceTexts.rejectQuestion(name)}
        noteLabel={adminComplianceTexts.rejectReason}
        noteRequired
        noteMax={REASON_MAX}
        confirmLabel={adminComplianceTexts.reject}
        busyLabel={adminComplianceTexts.rejecting}
        busy={busy}
        danger
        onConfirm={(reason) => decide({ id: verification.id, decision: 'rejected', reason })}
      />
    </div>
  );
}
