import { eq } from 'drizzle-orm';
import { businessDate } from '../../../domain/business-date';
import { adminMessages } from '../../../domain/messages';
import { maskAccountNumber } from '../../../domain/mask';
import { CUSTOMER_CASES, CUSTOMER_LATEST_TRANSFERS, type AdminCustomer } from '../../../domain/schemas/admin-customer';
import type { Locale } from '../../../domain/locale';
import type { UserRow } from '../auth/user-response';
import { listCases } from '../compliance/case-list';
import { getCustomerLimits } from '../compliance/get-customer-limits';
import type { AppContext, RequestMeta } from '../context';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { listPaymentReviews } from '../payments/list-payment-reviews';
import { listRecipients } from '../recipients/recipients';
import { listOwnTransfers } from '../transfers/list-transfers';

/** The most open payment reviews the drawer lists (a customer rarely has more than one). */
const CUSTOMER_REVIEWS = 20;

async function customerDetails(ctx: Pick<AppContext, 'db'>, id: number): Promise<AdminCustomer['customer'] | undefined> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      legalName: users.legalName,
      email: users.email,
      phone: users.phone,
      country: users.country,
      locale: users.locale,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      closedAt: users.closedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return undefined;
  const { username, ...rest } = row;
  return {
    ...rest,
    // The verified legal name once there is one (issue 31), as the desk shows it.
    name: row.legalName ?? username,
    locale: row.locale as Locale,
    createdAt: row.createdAt.toISOString(),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/admin/users/:id (issue 34): one customer as a support call needs them, each part read by
 * its own feature's service — the limits as GET /api/limits computes them, the transfers as their
 * history lists them (accounts masked), their saved recipients (masked), the compliance cases and
 * the open payment reviews that concern them. Opening a customer's personal data is logged, like
 * an operator's viewing of an ID (a GET writes nothing: the security tests hold every GET to it).
 */
export async function readCustomer(ctx: AppContext, actor: UserRow, id: number, meta: RequestMeta): Promise<AdminCustomer> {
  const customer = await customerDetails(ctx, id);
  if (!customer) throw notFound(adminMessages.customerNotFound);
  const today = businessDate(ctx.clock.now(), ctx.config.businessTimeZone);
  const [limits, transfers, recipients, cases, reviews] = await Promise.all([
    getCustomerLimits(ctx, id),
    listOwnTransfers(ctx.db, id, { limit: CUSTOMER_LATEST_TRANSFERS }),
    listRecipients(ctx.db, id),
    listCases(ctx.db, { customerId: id }, { limit: CUSTOMER_CASES }, today),
    listPaymentReviews(ctx.db, { limit: CUSTOMER_REVIEWS }, { customerId: id }),
  ]);
  ctx.log.info({ customerId: id, operatorId: actor.id, ip: meta.ip }, 'customer viewed');
  return {
    customer,
    limits,
    transfers: { total: transfers.total, latest: transfers.rows },
    recipients: recipients.map((row) => ({
      id: row.id,
      name: row.name,
      bankName: row.bankName,
      accountNumber: maskAccountNumber(row.accountNumber),
      ifscCode: row.ifscCode,
      relationship: row.relationship,
      createdAt: row.createdAt.toISOString(),
    })),
    cases: cases.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      summary: row.summary,
      openedAt: row.openedAt,
      dueBy: row.dueBy,
      overdue: row.overdue,
      outcome: row.outcome,
      frozen: row.frozen,
    })),
    paymentReviews: reviews.rows,
  };
}
