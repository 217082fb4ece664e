/** Business constants (docs/product.md § Business constants), defined once for the browser and the server. */

export const PRODUCT_NAME = 'MapleRupee';
export const TAGLINE = 'Send CAD to INR with confidence';

export const SOURCE_CURRENCY = 'CAD';
export const TARGET_CURRENCY = 'INR';

/** Largest amount one transfer may carry, in CAD. */
export const MAX_TRANSFER_CAD = '5000';
/**
 * Smallest amount one transfer may carry, in CAD, unless MIN_TRANSFER_CAD says otherwise (the
 * server's configuration; GET /api/limits tells the browser). Rupees are rounded to the nearest 100,
 * so without it 0.80 CAD paid ₹100 (issue 32; docs/product.md § Rounding).
 */
export const DEFAULT_MIN_TRANSFER_CAD = '20.00';
/** Amount the send screen starts with, and returns to when the field is left empty. */
export const DEFAULT_AMOUNT_CAD = '500';
/** INR per CAD the browser assumes until the current rate has loaded. */
export const DEFAULT_CLIENT_RATE = 63;
/** Rate stored on a transfer when none is given (the column default). */
export const DEFAULT_TRANSFER_RATE = '60.0000';
/** INR amounts are rounded to the nearest multiple of this many rupees. */
export const INR_ROUNDING_RUPEES = 100;
/** The instant method's rate is the current rate times this factor. */
export const INSTANT_RATE_FACTOR = '0.98';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_NAME_LENGTH = 2;
/** Names (first, last, full, a recipient's) are at most this many characters. */
export const MAX_NAME_LENGTH = 100;

export const SPLASH_DURATION_MS = 2000;
export const SPLASH_FADE_MS = 500;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 930;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const HISTORY_PLACEHOLDER_CARDS = 3;
/** The history asks the server for a search this long after the last keystroke. */
export const HISTORY_SEARCH_DELAY_MS = 300;
/** The operators' search boxes wait as long after the last key (issue 34). */
export const ADMIN_SEARCH_DELAY_MS = 300;
/** The admin desk refetches the payment monitor's health this often. */
export const MONITORING_STATUS_REFETCH_MS = 30_000;
/** … and the collection account's balance this often. */
export const PROVIDER_BALANCE_REFETCH_MS = 60_000;
/**
 * How often the desk's transfer list is fetched again while a payout on it is still moving (issue
 * 33): the payout job runs every 15 s, so a state change shows within one or two of its runs.
 */
export const MOVING_PAYOUT_REFETCH_MS = 10_000;

export const PWA_BANNER_DISMISSED_KEY = 'pwa-banner-dismissed';

export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long an emailed link that verifies an email stays valid (issue 18). */
export const EMAIL_VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Records are kept at least 5 years (PCMLTFR; FINTRAC "Record keeping requirements for MSBs"), also after the customer closes the account. */
export const RECORD_RETENTION_YEARS = 5;

/** An economy transfer arrives within this many business days of its approval (the "1-3" it promises, at the latest). */
export const ECONOMY_ARRIVAL_BUSINESS_DAYS = 3;
/** An open transfer's details page asks for news this often (and when the window regains focus), until it is final. */
export const TRANSFER_DETAILS_REFETCH_MS = 10_000;
/** What MapleRupee charges for a transfer, in CAD: nothing (shown on the details page and the receipt). */
export const TRANSFER_FEE_CAD = '0.00';
/**
 * The e-Transfer security question when ETRANSFER_QUESTION is not set, shown in the customer's
 * language (domain/etransfer-question.ts).
 */
export const DEFAULT_ETRANSFER_QUESTION = 'Purpose';
