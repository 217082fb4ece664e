import { z } from 'zod/mini';
import { adminMessages } from '../messages';
import { complianceCaseMessages } from '../compliance-case-messages';
import { CASE_KINDS, CASE_STATUSES, type CaseKind } from './compliance';
import { isCalendarDate, type Message } from './common';
import { optionalParam, pageQuery } from './paging';

/** Query strings of the case list and the records export (docs/api.md § Compliance). */

export const CASES_PAGE_DEFAULT = 100;

/** `status`: open, closed or all (= no filter, the default). */
const caseStatusParam = z.pipe(
  z.enum([...CASE_STATUSES, 'all'], { error: () => complianceCaseMessages.caseStatusInvalid }),
  z.transform((value: (typeof CASE_STATUSES)[number] | 'all') => (value === 'all' ? undefined : value)),
);

/** `frozen=true`: only the cases whose party's transfers are frozen (listed_property, no authorities' decision yet). */
const frozenParam = z.pipe(
  z.enum(['true', 'false'], { error: () => complianceCaseMessages.frozenInvalid }),
  z.transform((value: 'true' | 'false') => (value === 'true' ? true : undefined)),
);

export const caseListQuerySchema = z.object({
  status: optionalParam(caseStatusParam),
  kind: optionalParam(z.enum(CASE_KINDS, { error: () => complianceCaseMessages.caseKindInvalid })),
  frozen: optionalParam(frozenParam),
  ...pageQuery(CASES_PAGE_DEFAULT).shape,
});
export type CaseFilter = { status?: 'open' | 'closed' | undefined; kind?: CaseKind | undefined; frozen?: boolean | undefined };

const dateParam = (message: Message) => z.string({ error: message }).check(z.refine(isCalendarDate, { error: message }));

/** GET /api/admin/compliance/export: whole days in BUSINESS_TIMEZONE, inclusive; either side may be left open. */
export const recordsExportQuerySchema = z
  .object({
    fromDate: optionalParam(dateParam(() => adminMessages.fromDateInvalid)),
    toDate: optionalParam(dateParam(() => adminMessages.toDateInvalid)),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.fromDate && value.toDate && value.fromDate > value.toDate) {
        context.addIssue({ code: 'custom', message: adminMessages.dateRangeOrder, path: ['fromDate'] });
      }
    }),
  );
export type RecordsExportQuery = z.output<typeof recordsExportQuerySchema>;
