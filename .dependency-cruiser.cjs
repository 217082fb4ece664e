/**
 * Import rules `npm run lint` checks with dependency-cruiser (eslint's import-x/no-cycle skips
 * type-only imports, and a cycle that closes through one still hides which module owns what).
 * docs/architecture.md § Feature boundaries says what the feature rules mean.
 */

/**
 * Feature boundaries. A feature folder (server/src/<feature>/, web/src/<feature>/) may import any
 * file of its own folder, anything of the shared folders, and of another feature only the files
 * that feature lists as its public surface here. Anything else is the other feature's internals.
 * Listing a file here is a decision ("other features may build on this"): prefer moving the
 * shared piece to where it belongs — domain/ for business rules and constants, db/ for database
 * helpers, jobs/ for job types and locks, http/ (server) or components/ and lib/ (web) for the rest.
 */
const boundaries = {
  server: {
    root: 'server/src',
    // Infrastructure every feature builds on: anyone may import any file in these.
    shared: ['db', 'http', 'jobs', 'audit', 'crypto', 'i18n', 'rate-limit', 'metrics'],
    // Composition roots wire features together and may import any file (so may the files directly in server/src).
    roots: ['^server/src/cli/', '^server/src/jobs/background-jobs\\.ts$'],
    // Per feature, the files (without .ts) other features may import: its services and rules.
    public: {
      admin: ['change-status', 'transfer-list'],
      auth: ['access', 'limits', 'passwords', 'routes', 'sessions', 'user-response'],
      compliance: [
        'apply-eft-rule', 'case-events', 'case-hold', 'case-list', 'decide-transfers', 'duties', 'eft-case-writes',
        'get-customer-limits', 'lock-customers', 'party-locks', 'read-standings', 'record-attempts',
      ],
      ifsc: ['ifsc-directory'],
      mail: ['layout', 'security-templates', 'templates'],
      payments: ['list-payment-reviews', 'message-references'],
      payouts: ['create-payout'],
      quotes: ['create-quote', 'find-own-quote', 'quote-row'],
      'rate-alerts': ['end-crossed-rate-alerts', 'rearm-corrected-rate-alerts'],
      rates: ['after-rate-change', 'current-rate', 'market-pricing', 'mid-fields', 'rate-change-lock', 'replace-rate'],
      recipients: ['recipients'],
      screening: ['list-version', 'screen-parties', 'screening-pending'],
      transfers: ['arrival-if-paid-today', 'get-transfer-details', 'list-transfers', 'minimum-amount', 'totals'],
    },
  },
  web: {
    root: 'web/src',
    // UI primitives, the API client and hooks, the language picker, the installable-app plumbing.
    shared: ['components', 'lib', 'i18n', 'pwa'],
    // The shell (router, session gate, screen declarations) wires the screens together.
    roots: ['^web/src/app/'],
    // Per feature, the files (without .ts/.tsx) other features may import.
    public: {
      app: ['profile-screens', 'transfer-screens'],
      auth: ['AuthLayout', 'SignOutConfirm', 'api/get-me', 'api/second-factor', 'api/session', 'current-user', 'use-sign-out'],
      compliance: [
        'CloseAccountForm', 'RecipientAddressDialog', 'RecipientAddressNotice', 'SendLimitNotice', 'TransferRefusalNotice',
        'api/get-limits',
      ],
      history: ['api/get-transfer-summary', 'api/get-transfers'],
      rates: ['RateHistory'],
      recipients: ['RecipientFields', 'api/create-recipient', 'api/get-recipients', 'use-ifsc-autofill'],
      security: [
        'EmailFirstNotice', 'passkeys/AddPasskeyButton', 'passkeys/PasskeySecondStep', 'passkeys/PasskeyStepUpButton',
        'passkeys/passkey-sign-in', 'reauthentication/ReauthenticationProvider', 'totp/TotpSection',
      ],
      send: ['EtransferInstructions', 'api/get-exchange-rate', 'api/get-payment-instructions'],
    },
  },
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function featureBoundaryRule(side, { root, shared, roots, public: surfaces }) {
  const base = `^${escape(root)}/`;
  return {
    name: `${side}-feature-boundaries`,
    severity: 'error',
    comment:
      `A ${side} feature imports another feature's internals. Import a file that feature lists as public in ` +
      '.dependency-cruiser.cjs, or move the shared piece to where it belongs (server: domain/, db/, jobs/, http/; ' +
      'web: components/, lib/) — see docs/architecture.md § Feature boundaries.',
    // $1 is the importing feature's folder: its own files are always allowed.
    from: { path: `${base}([^/]+)/`, pathNot: roots },
    to: {
      path: `${base}[^/]+/`,
      pathNot: [
        `${base}$1/`,
        `${base}(${shared.map(escape).join('|')})/`,
        ...Object.entries(surfaces).map(
          ([feature, files]) => `${base}${escape(feature)}/(${files.map(escape).join('|')})\\.(ts|tsx)$`,
        ),
      ],
    },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included: move the shared piece to where it belongs (domain/, jobs/, db/).',
      from: {},
      to: { circular: true },
    },
    featureBoundaryRule('server', boundaries.server),
    featureBoundaryRule('web', boundaries.web),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
