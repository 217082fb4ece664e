import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ManualPayoutRail } from './manual-rail';
import type { PayoutRail } from './rail';
import { SandboxPayoutRail } from './sandbox-rail';
import { createWiseRail } from './wise/wise-rail';

/** The payout rail PAYOUT_PROVIDER names (issue 33): the state machine talks only to PayoutRail (rail.ts). */
export function payoutRail(config: Pick<Config, 'payoutProvider' | 'wise'>, deps: { db: Db; clock: Clock }): PayoutRail {
  switch (config.payoutProvider) {
    case 'sandbox':
      return new SandboxPayoutRail(deps.db, deps.clock);
    case 'manual':
      return new ManualPayoutRail();
    case 'wise':
      // loadConfig refuses PAYOUT_PROVIDER=wise without its settings.
      if (!config.wise) throw new Error('PAYOUT_PROVIDER=wise needs the Wise settings');
      return createWiseRail(config.wise);
  }
}
