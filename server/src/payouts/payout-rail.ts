import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ManualPayoutRail } from './manual-rail';
import type { PayoutRail } from './rail';
import { SandboxPayoutRail } from './sandbox-rail';

/**
 * The payout rail PAYOUT_PROVIDER names (issue 33). The Wise rail's branch adds its case here
 * (`case 'wise': return new WisePayoutRail(config, deps)`) and `wise` to PAYOUT_PROVIDER's values
 * in config.ts; nothing else changes: the state machine talks only to PayoutRail (rail.ts).
 */
export function payoutRail(config: Pick<Config, 'payoutProvider'>, deps: { db: Db; clock: Clock }): PayoutRail {
  switch (config.payoutProvider) {
    case 'sandbox':
      return new SandboxPayoutRail(deps.db, deps.clock);
    case 'manual':
      return new ManualPayoutRail();
  }
}
