import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminVerification, AdminVerificationQuery, DocumentType } from '../../../domain/schemas/compliance';
import type { Db } from '../db/client';
import { identityVerifications, users, verificationDocuments } from '../db/schema';
import { newestFirst } from '../db/order';
import { afterCursor, cursorTimestamp, toPage, type Page } from '../http/paging';

/** The operators' verification queue: newest first by submission, keyset-paged like the other admin lists. */

type Reader = Pick<Db, 'select'>;

/** Who decided a verification (users joined a second time). */
export const decider = alias(users, 'decider');

/**
 * A verification's own columns, as the queue and the records export both read them; each adds how
 * it names the customer and the operator who decided.
 */
export const verificationColumns = {
  id: identityVerifications.id,
  status: identityVerifications.status,
  method: identityVerifications.method,
  submittedAt: identityVerifications.submittedAt,
  cursorAt: cursorTimestamp(identityVerifications.submittedAt),
  dateOfBirth: identityVerifications.dateOfBirth,
  occupation: identityVerifications.occupation,
  street: identityVerifications.street,
  city: identityVerifications.city,
  province: identityVerifications.province,
  postalCode: identityVerifications.postalCode,
  idType: identityVerifications.idType,
  idNumber: identityVerifications.idNumber,
  idJurisdiction: identityVerifications.idJurisdiction,
  idExpiry: identityVerifications.idExpiry,
  note: identityVerifications.note,
  decidedAt: identityVerifications.decidedAt,
  reason: identityVerifications.reason,
};

function selectVerifications(db: Reader) {
  return db
    .select({
      ...verificationColumns,
      userId: identityVerifications.userId,
      customerName: users.username,
      customerEmail: users.email,
      documentType: verificationDocuments.contentType,
      decidedBy: decider.username,
    })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .leftJoin(verificationDocuments, eq(verificationDocuments.id, identityVerifications.documentId))
    .leftJoin(decider, eq(decider.id, identityVerifications.decidedBy));
}

type VerificationRow = Awaited<ReturnType<ReturnType<typeof selectVerifications>['execute']>>[number];

function toAdminVerification(row: VerificationRow): AdminVerification & { cursorAt: string } {
  return {
    id: row.id,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    status: row.status as AdminVerification['status'],
    method: row.method as AdminVerification['method'],
    submittedAt: row.submittedAt.toISOString(),
    cursorAt: row.cursorAt,
    dateOfBirth: row.dateOfBirth,
    occupation: row.occupation,
    address:
      row.street !== null && row.city !== null && row.province !== null && row.postalCode !== null
        ? { street: row.street, city: row.city, province: row.province, postalCode: row.postalCode }
        : null,
    idDocument:
      row.idType !== null && row.idNumber !== null && row.idJurisdiction !== null && row.idExpiry !== null
        ? { type: row.idType, number: row.idNumber, issuingJurisdiction: row.idJurisdiction, expiryDate: row.idExpiry }
        : null,
    documentType: row.documentType as DocumentType | null,
    note: row.note,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
  };
}

function statusFilter(query: Pick<AdminVerificationQuery, 'status'>): SQL | undefined {
  return query.status ? eq(identityVerifications.status, query.status) : undefined;
}

export async function listVerifications(db: Reader, query: AdminVerificationQuery): Promise<Page<AdminVerification & { cursorAt: string }>> {
  const rows = await selectVerifications(db)
    .where(and(statusFilter(query), afterCursor(identityVerifications.submittedAt, identityVerifications.id, query.cursor)))
    .orderBy(...newestFirst(identityVerifications.submittedAt, identityVerifications.id))
    .limit(query.limit + 1);
  return toPage(rows.map(toAdminVerification), query.limit);
}

/** Verifications matching the status filter, all pages (X-Total-Count). */
export async function countVerifications(db: Reader, query: Pick<AdminVerificationQuery, 'status'>): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(identityVerifications)
    .where(statusFilter(query));
  return row?.count ?? 0;
}

/** One verification as operators see it, or undefined. */
export async function findVerification(db: Reader, id: number): Promise<AdminVerification | undefined> {
  const [row] = await selectVerifications(db).where(eq(identityVerifications.id, id));
  if (!row) return undefined;
  const { cursorAt: _cursorAt, ...verification } = toAdminVerification(row);
  return verification;
}
