import { CircleCheck, CircleX, Clock, ShieldQuestion, type LucideIcon } from 'lucide-react';
import { complianceTexts } from '../../../domain/compliance-texts';
import type { VerificationStatus } from '../../../domain/compliance';
import { Badge } from '../components/ui/badge';

const STYLES: Record<VerificationStatus, { className: string; icon: LucideIcon }> = {
  none: { className: 'bg-status-other-bg text-status-other-fg', icon: ShieldQuestion },
  pending: { className: 'bg-status-pending-bg text-status-pending-fg', icon: Clock },
  verified: { className: 'bg-status-completed-bg text-status-completed-fg', icon: CircleCheck },
  rejected: { className: 'bg-status-rejected-bg text-status-rejected-fg', icon: CircleX },
};

/** Where the customer's identity verification stands, always in words as well as colour. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const { className, icon: Icon } = STYLES[status];
  return (
    <Badge className={className}>
      <Icon aria-hidden className="size-3.5" />
      {complianceTexts.verificationNames[status]}
    </Badge>
  );
}
