import type { ReactNode } from 'react';
import { adminComplianceTexts, adminCustomerTexts } from '../../../../domain/messages';
import { formatCad, formatDateTime } from '../../../../domain/format';
import { LOCALE_NAMES } from '../../../../domain/locale';
import { toUnits } from '../../../../domain/money';
import type { AdminCustomer } from '../../../../domain/schemas/admin-customer';
import { countryName } from '../../../../domain/schemas/auth';
import type { CustomerLimits as Limits } from '../../../../domain/schemas/compliance';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

/** A titled part of the drawer (the drawer's title is the h2). */
export function DrawerSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const rows = 'grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm';

/** Who they are: contact details, language, when they joined and confirmed their email. */
export function CustomerDetails({ customer }: { customer: AdminCustomer['customer'] }) {
  const t = adminCustomerTexts;
  return (
    <DrawerSection id="customer-details" title={t.details} aside={customer.isAdmin && <Badge className="bg-primary text-primary-fg">{t.operatorBadge}</Badge>}>
      {customer.closedAt && (
        <p className="rounded-md border border-border bg-surface-muted px-3 py-2 text-sm font-medium">
          {t.accountClosed(formatDateTime(customer.closedAt))}
        </p>
      )}
      <dl className={rows}>
        {customer.legalName && <Row term={t.legalName}>{customer.legalName}</Row>}
        <Row term={t.email}>
          <span className="break-all">{customer.email}</span>
        </Row>
        <Row term={t.phone}>{customer.phone ?? <span className="text-fg-muted">{t.noPhone}</span>}</Row>
        <Row term={t.country}>{countryName(customer.country)}</Row>
        <Row term={t.language}>
          <span lang={customer.locale}>{LOCALE_NAMES[customer.locale]}</span>
        </Row>
        <Row term={t.joined}>
          <time dateTime={customer.createdAt}>{formatDateTime(customer.createdAt)}</time>
        </Row>
        <Row term={t.emailVerified}>
          {customer.emailVerifiedAt ? (
            <time dateTime={customer.emailVerifiedAt}>{formatDateTime(customer.emailVerifiedAt)}</time>
          ) : (
            <span className="text-fg-muted">{t.emailNotVerified}</span>
          )}
        </Row>
      </dl>
    </DrawerSection>
  );
}

/** Used of a rolling window's limit, as text and as a bar (the bar only repeats the text). */
function Window({ used, limit }: { used: string; limit: string }) {
  // In thousandths, from exact units (no binary floating point on money, even for a bar).
  const limitUnits = toUnits(limit, 2);
  const share = limitUnits > 0n ? Math.min(1000, Number((toUnits(used, 2) * 1000n) / limitUnits)) / 1000 : 0;
  return (
    <div className="space-y-1">
      <span className="tabular">{adminCustomerTexts.usedOf(formatCad(used), formatCad(limit))}</span>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-surface-muted">
        <div className={cn('h-full rounded-full', share >= 1 ? 'bg-danger' : 'bg-primary')} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** Identity verification, the tier it gives and what the rolling windows used (GET /api/limits as the customer reads it). */
export function CustomerLimits({ limits }: { limits: Limits }) {
  const t = adminCustomerTexts;
  return (
    <DrawerSection id="customer-limits" title={t.verificationAndLimits}>
      <dl className={rows}>
        <Row term={t.verification}>{t.verificationLabels[limits.verification]}</Row>
        <Row term={t.tier}>{adminComplianceTexts.tierLabels[limits.tier]}</Row>
        <Row term={t.perTransfer}>
          <span className="tabular">{formatCad(limits.perTransfer)}</span>
        </Row>
        <Row term={t.daily}>
          <Window used={limits.daily.used} limit={limits.daily.limit} />
        </Row>
        <Row term={t.monthly}>
          <Window used={limits.monthly.used} limit={limits.monthly.limit} />
        </Row>
      </dl>
    </DrawerSection>
  );
}
