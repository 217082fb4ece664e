import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { adminTexts, adminToasts } from '../../../domain/messages';
import { formatCad, formatDateTime } from '../../../domain/format';
import { PAYMENT_REVIEW_NOTE_MAX, type PaymentReview, type PaymentReviewCandidate } from '../../../domain/schemas/payment-review';
import { LoadError } from '../components/load-error';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { AdminStatusBadge } from './AdminStatusBadge';
import { useMonitoringStatus } from './api/get-monitoring-status';
import { useDecidePaymentReview, usePaymentReviews, useReviewDecisionRunning, type ReviewDecision } from './api/payment-reviews';
import { ConfirmWithNote } from './ConfirmWithNote';

/**
 * E-Transfers the payment monitor would not record on its own (several transfers named, or a
 * sender who is not the customer), with every transfer the message names; the operator accepts one
 * for a transfer or sets it aside. Shown above the transfer list only while there are any.
 */
export function PaymentReviews() {
  const count = useMonitoringStatus().data?.reviewCount ?? 0;
  const reviews = usePaymentReviews(count);
  if (count === 0) return null;
  return (
    <Card aria-labelledby="payment-reviews-title" className="border-status-pending-fg/40">
      <CardHeader>
        <CardTitle id="payment-reviews-title" className="flex items-center gap-2">
          <CircleAlert aria-hidden className="size-5 text-status-pending-fg" />
          {adminTexts.reviewsTitle} ({count})
        </CardTitle>
        <CardDescription>{adminTexts.reviewsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {reviews.isError ? (
          <LoadError
            message={[adminTexts.reviewsLoadFailed, serverMessageOf(reviews.error)].filter(Boolean).join(': ')}
            retrying={reviews.isFetching}
            onRetry={() => void reviews.refetch()}
          />
        ) : (
          <ul className="space-y-4">
            {reviews.data?.rows.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function useDecide() {
  const mutation = useDecidePaymentReview();
  return async (decision: ReviewDecision): Promise<boolean> => {
    try {
      await mutation.mutateAsync(decision);
      toast({ ...(decision.kind === 'accept' ? adminToasts.paymentAccepted : adminToasts.paymentSetAside), variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...adminToasts.reviewFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
      return false;
    }
  };
}

function ReviewItem({ review }: { review: PaymentReview }) {
  const busy = useReviewDecisionRunning();
  const decide = useDecide();
  const amount = formatCad(review.amount);
  const headingId = `payment-review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-md border border-border p-4" data-testid="payment-review">
      <h3 id={headingId} className="font-semibold tabular">
        {adminTexts.reviewFrom(amount, review.senderName)}
      </h3>
      {review.senderEmail !== '' && <p className="break-all text-sm text-fg-muted">{review.senderEmail}</p>}
      <p className="text-sm text-fg-muted">{adminTexts.reviewReceived(formatDateTime(review.receivedAt))}</p>
      <p className="mt-2 text-sm">
        <span className="text-fg-muted">{adminTexts.reviewMessage}: </span>
        {/* What the sender typed, shown as text and isolated so it cannot reorder the text around it. */}
        <q className="break-words [unicode-bidi:isolate]">{review.message}</q>
      </p>
      <p className="mt-2 text-sm font-medium text-status-pending-fg">{adminTexts.reviewReasons[review.reason]}</p>
      {review.rawText !== null && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">{adminTexts.reviewRawText}</summary>
          {/* The mail's text as text (never HTML), isolated, wrapped: what an operator reads to decide. */}
          <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md bg-surface-muted p-3 font-mono text-xs [unicode-bidi:isolate]" data-testid="payment-review-raw">
            {review.rawText}
          </pre>
        </details>
      )}

      <h4 className="mt-3 text-sm font-semibold">{adminTexts.reviewCandidates}</h4>
      <ul className="mt-2 space-y-2">
        {review.candidates.map((candidate) => (
          <li key={candidate.transferId}>
            <Candidate
              candidate={candidate}
              busy={busy}
              onAccept={(note) => decide({ kind: 'accept', reviewId: review.id, transferId: candidate.transferId, note })}
              question={adminTexts.acceptQuestion(amount, review.senderName, candidate.customerName)}
            />
          </li>
        ))}
      </ul>

      <ConfirmWithNote
        trigger={
          <Button size="sm" variant="secondary" disabled={busy} className="mt-3">
            {adminTexts.setAside}
          </Button>
        }
        title={adminTexts.setAsideTitle}
        description={adminTexts.setAsideQuestion(amount, review.senderName)}
        noteLabel={adminTexts.setAsideNote}
        noteRequired
        noteMax={PAYMENT_REVIEW_NOTE_MAX}
        confirmLabel={adminTexts.setAside}
        busyLabel={adminTexts.settingAside}
        busy={busy}
        onConfirm={(note) => decide({ kind: 'dismiss', reviewId: review.id, note })}
      />
    </article>
  );
}

interface CandidateProps {
  candidate: PaymentReviewCandidate;
  busy: boolean;
  question: string;
  onAccept: (note: string) => Promise<boolean>;
}

function Candidate({ candidate, busy, question, onAccept }: CandidateProps) {
  const SenderIcon = candidate.senderMatches ? CircleCheck : CircleX;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-surface-muted px-3 py-2.5">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold">{candidate.referenceCode}</span>
          <span className="tabular">{formatCad(candidate.cadAmount)}</span>
          <AdminStatusBadge status={candidate.status} />
        </p>
        <p>
          {candidate.customerName} <span className="break-all text-fg-muted">{candidate.customerEmail}</span>
        </p>
        <p className={candidate.senderMatches ? 'flex items-center gap-1 text-success' : 'flex items-center gap-1 font-semibold text-danger'}>
          <SenderIcon aria-hidden className="size-4 shrink-0" />
          {candidate.senderMatches ? adminTexts.senderIsCustomer : adminTexts.senderIsNotCustomer}
        </p>
      </div>
      {candidate.acceptable ? (
        <ConfirmWithNote
          trigger={
            <Button size="sm" disabled={busy}>
              {adminTexts.acceptFor(candidate.referenceCode)}
            </Button>
          }
          title={adminTexts.acceptTitle(candidate.referenceCode)}
          description={question}
          noteLabel={adminTexts.acceptNote}
          noteMax={PAYMENT_REVIEW_NOTE_MAX}
          confirmLabel={adminTexts.accept}
          busyLabel={adminTexts.accepting}
          busy={busy}
          onConfirm={onAccept}
        />
      ) : (
        <p className="text-sm text-fg-muted">{adminTexts.cannotTakePayment}</p>
      )}
    </div>
  );
}
