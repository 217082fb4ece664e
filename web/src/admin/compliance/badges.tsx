import { BadgeCheck, CircleX, Clock, FileWarning, Flag, Landmark, Snowflake, ShieldAlert, type LucideIcon } from 'lucide-react';
import { adminCaseWorkTexts, adminComplianceTexts } from '../../../../domain/messages';
import type { AdminVerification, CaseKind } from '../../../../domain/schemas/compliance';
import { Badge } from '../../components/ui/badge';

const VERIFICATION_STYLES: Record<AdminVerification['status'], { className: string; icon: LucideIcon }> = {
  pending: { className: 'bg-status-pending-bg text-status-pending-fg', icon: Clock },
  approved: { className: 'bg-status-completed-bg text-status-completed-fg', icon: BadgeCheck },
  rejected: { className: 'bg-status-rejected-bg text-status-rejected-fg', icon: CircleX },
};

/** A verification's status: its name and an icon, never colour alone. */
export function VerificationStatusBadge({ status }: { status: AdminVerification['status'] }) {
  const { className, icon: Icon } = VERIFICATION_STYLES[status];
  return (
    <Badge className={`shrink-0 ${className}`}>
      <Icon aria-hidden className="size-3.5" />
      {adminComplianceTexts.verificationStatusLabels[status]}
    </Badge>
  );
}

const KIND_ICONS: Record<CaseKind, LucideIcon> = { eftr: FileWarning, eftr_beneficiary: Landmark, str: Flag, sanctions: ShieldAlert };

export function CaseKindBadge({ kind }: { kind: CaseKind }) {
  const Icon = KIND_ICONS[kind];
  return (
    <Badge className="shrink-0 border border-border bg-surface-muted text-fg">
      <Icon aria-hidden className="size-3.5" />
      {adminComplianceTexts.kindLabels[kind]}
    </Badge>
  );
}

/** Overdue in words and an icon as well as colour: screen readers hear it with the case. */
export function OverdueBadge() {
  return (
    <Badge className="shrink-0 bg-danger text-danger-fg">
      <Clock aria-hidden className="size-3.5" />
      {adminComplianceTexts.overdue}
    </Badge>
  );
}

/** A listed-person property report froze the party's transfers (issue 31): in words and an icon. */
export function FrozenBadge() {
  return (
    <Badge className="shrink-0 bg-danger text-danger-fg">
      <Snowflake aria-hidden className="size-3.5" />
      {adminCaseWorkTexts.frozen}
    </Badge>
  );
}
