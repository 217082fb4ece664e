import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { complianceTexts } from '../../../domain/compliance-texts';
import { formatCad } from '../../../domain/format';
import type { CustomerLimits } from '../../../domain/schemas/compliance';
import { LoadError } from '../components/load-error';
import { ScreenHeader } from '../components/screen-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useLimits } from './api/get-limits';
import { BackLink } from '../components/back-link';
import { LimitMeter } from './LimitMeter';
import { VerificationBadge } from './VerificationBadge';

/**
 * Profile → Verification & limits (/profile/limits): the tier, where the identity verification
 * stands (with the way to verify when it is not), and each limit with what is used and what remains.
 */
export function LimitsScreen() {
  const limits = useLimits();
  return (
    <>
      <BackLink href="/profile" label={complianceTexts.backToProfile} />
      <ScreenHeader title={complianceTexts.limitsTitle} />
      {limits.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-fg-muted">
          <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
          {complianceTexts.limitsLoading}
        </p>
      ) : limits.isError ? (
        <LoadError message={complianceTexts.limitsLoadFailed} retrying={limits.isFetching} onRetry={() => void limits.refetch()} />
      ) : (
        <div className="space-y-5">
          <IdentityCard limits={limits.data} />
          <LimitsCard limits={limits.data} />
        </div>
      )}
    </>
  );
}

function IdentityCard({ limits }: { limits: CustomerLimits }) {
  const { tier, verification } = limits;
  const canVerify = verification === 'none' || verification === 'rejected';
  return (
    <Card aria-labelledby="identity-heading" className="space-y-4 p-5">
      <h2 id="identity-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden className="size-5 text-primary" />
        {complianceTexts.identityHeading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
        <dt className="text-sm text-fg-muted">{complianceTexts.tier}</dt>
        <dd className="text-right font-semibold">{complianceTexts.tierNames[tier]}</dd>
        <dt className="text-sm text-fg-muted">{complianceTexts.verificationLabel}</dt>
        <dd className="text-right">
          <VerificationBadge status={verification} />
        </dd>
      </dl>
      <p className="text-sm leading-relaxed text-fg-muted">{complianceTexts.verificationExplained[verification]}</p>
      {tier === 'basic' && <p className="text-sm leading-relaxed text-fg-muted">{complianceTexts.tierExplained.basic}</p>}
      {canVerify && (
        <Button asChild className="w-full">
          <Link href="/profile/verify">{verification === 'rejected' ? complianceTexts.verifyAgain : complianceTexts.verifyIdentity}</Link>
        </Button>
      )}
    </Card>
  );
}

function LimitsCard({ limits }: { limits: CustomerLimits }) {
  return (
    <Card aria-labelledby="limits-heading" className="space-y-4 p-5">
      <h2 id="limits-heading" className="text-lg font-semibold">
        {complianceTexts.limitsHeading}
      </h2>
      <div className="flex items-baseline justify-between gap-3 border-b border-border pb-4">
        {/* The label keeps its line; the value wraps if it must (issue 34: "Per transfer" broke in two). */}
        <span className="shrink-0 whitespace-nowrap font-medium">{complianceTexts.perTransfer}</span>
        <span className="min-w-0 text-right font-semibold tabular">{complianceTexts.perTransferValue(formatCad(limits.perTransfer))}</span>
      </div>
      <LimitMeter id="limit-daily" label={complianceTexts.daily} usage={limits.daily} />
      <LimitMeter id="limit-monthly" label={complianceTexts.monthly} usage={limits.monthly} />
      <p className="text-sm text-fg-muted">{complianceTexts.limitsNote}</p>
    </Card>
  );
}
