import { Ban, CircleCheck, CircleX, Clock, type LucideIcon, ThumbsUp, CircleHelp } from 'lucide-react';
import { screenTexts } from '../../../domain/messages';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/cn';

const STYLES: Record<string, { className: string; icon: LucideIcon }> = {
  pending: { className: 'bg-status-pending-bg text-status-pending-fg', icon: Clock },
  approved: { className: 'bg-status-approved-bg text-status-approved-fg', icon: ThumbsUp },
  completed: { className: 'bg-status-completed-bg text-status-completed-fg', icon: CircleCheck },
  rejected: { className: 'bg-status-rejected-bg text-status-rejected-fg', icon: CircleX },
  cancelled: { className: 'bg-status-other-bg text-status-other-fg', icon: Ban },
};
const OTHER = { className: 'bg-status-other-bg text-status-other-fg', icon: CircleHelp };

function label(status: string): string {
  const labels: Record<string, string> = screenTexts.statusLabels;
  return labels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * docs/product.md § Transfer history: pending yellow, approved blue, completed green, rejected red, cancelled
 * (and anything else) grey; always with its name and an icon.
 */
export function StatusBadge({ status }: { status: string }) {
  const { className, icon: Icon } = STYLES[status] ?? OTHER;
  return (
    <Badge className={cn('shrink-0', className)}>
      <Icon aria-hidden className="size-3.5" />
      {label(status)}
    </Badge>
  );
}
