import { PRODUCT_NAME } from '../../../domain/constants';
import type { TransferKey } from '../../../domain/schemas/transfer';
import { limitKeys } from '../auth/limits';
import type { UserRow } from '../auth/user-response';
import type { AppContext } from '../context';
import { accountLocale } from '../i18n/account-locale';
import { runInLocale } from '../i18n/request-locale';
import { getTransferDetails } from '../transfers/get-transfer-details';
import { receiptFonts } from './receipt-fonts';
import { writeReceiptPdf } from './write-receipt-pdf';

export interface Receipt {
  fileName: string;
  /** The account's language: the PDF's, whatever the request's. */
  locale: ReturnType<typeof accountLocale>;
  pdf: Buffer;
}

/**
 * The receipt of the customer's own transfer (by number or reference; anyone else's is "Transfer
 * not found"), as a PDF in the account's language (users.locale), with the transfer's facts as its
 * details page shows them at this moment. At most AUTH_LIMITS.receiptsPerAccount a window (429).
 */
export async function makeReceipt(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'limiter' | 'authLimits'>,
  customer: UserRow,
  key: TransferKey,
): Promise<Receipt> {
  const { row, details } = await getTransferDetails(ctx, customer.id, key);
  // Counted once the transfer is found: a refused key costs nothing to refuse.
  await ctx.limiter.consume(limitKeys.receiptsPerAccount(customer.id), ctx.authLimits.receiptsPerAccount);
  const locale = accountLocale(customer.locale);
  const fonts = await receiptFonts();
  const pdf = await runInLocale(locale, () =>
    writeReceiptPdf(
      {
        locale,
        issuedAt: ctx.clock.now(),
        timeZone: ctx.config.businessTimeZone,
        msbRegistrationNumber: ctx.config.msbRegistrationNumber,
        complaintsEmail: ctx.config.complaintsEmail,
        unpaidCancelHours: ctx.config.unpaidCancelHours,
        // The travel rule's copy of the sender's address when the transfer was made, else the profile's.
        // The verified legal name once there is one (issue 31).
        customer: { name: customer.legalName ?? customer.username, email: customer.email, address: row.senderAddress ?? customer.address },
        transfer: details,
        recipientIfsc: row.recipientIfscCode,
      },
      fonts,
    ),
  );
  return { fileName: `${PRODUCT_NAME}_Receipt_${row.referenceCode}.pdf`, locale, pdf };
}
