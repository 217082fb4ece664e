import { BadgeCheck, Ban, CircleCheck, CircleX, Clock, ThumbsUp } from 'lucide-react';
import { adminTexts } from '../../../domain/messages';
import type { TransferStatus } from '../../../domain/transfer-status';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/cn';

/**
 * docs/product.md § Admin dashboard, status badges: pending secondary, approved and completed default,
 * rejected destructive, cancelled muted (outlined with a dashed border: the transfer never went anywhere).
 */
const VARIANTS = {
  secondary: 'border border-border bg-surface-muted text-fg',
  default: 'bg-primary text-primary-fg',
  destructive: 'bg-danger text-danger-fg',
  muted: 'border border-dashed border-fg-muted bg-surface text-fg-muted',
} as const;

const STYLES: Record<TransferStatus, { variant: keyof typeof VARIANTS; icon: typeof Clock }> = {
  pending: { variant: 'secondary', icon: Clock },
  approved: { variant: 'default', icon: ThumbsUp },
  completed: { variant: 'default', icon: CircleCheck },
  rejected: { variant: 'destructive', icon: CircleX },
  cancelled: { variant: 'muted', icon: Ban },
};

/** A transfer's status as operators see it: always its name and an icon, never colour alone. */
export function AdminStatusBadge({ status }: { status: TransferStatus }) {
  const { variant, icon: Icon } = STYLES[status];
  return (
    <Badge data-variant={variant} className={cn('shrink-0', VARIANTS[variant])}>
      <Icon aria-hidden className="size-3.5" />
      {adminTexts.statusLabels[status]}
    </Badge>
  );
}

/**
 * The payment monitor matched this transfer's e-Transfer (docs/product.md § Payments): the operator can
 * approve it.
 */
export function PaymentReceived({ transfer }: { transfer: { paymentReceived: boolean; apayloSenderName: string | null } }) {
  if (!transfer.paymentReceived) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-success">
      <BadgeCheck aria-hidden className="size-3.5 shrink-0" />
      {transfer.apayloSenderName ? adminTexts.paymentReceivedFrom(transfer.apayloSenderName) : adminTexts.paymentReceived}
    </p>
  );
}
