import type { z } from 'zod/mini';
import type { RateSettings, updateRateSettingsRequestSchema } from '../../../domain/schemas/rate-settings';
import { roundDecimal } from '../../../domain/money';
import { MARGIN_SCALE } from '../../../domain/market-rate';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { rateSettings } from '../db/schema';
import { afterRateChange } from '../rates/after-rate-change';
import { latestMarketRate, priceFromMarket, readRateSettings } from '../rates/market-pricing';
import { lockRateChanges } from '../rates/rate-change-lock';
import { currentRateRow } from '../rates/replace-rate';

type UpdateRateSettings = z.output<typeof updateRateSettingsRequestSchema>;

/** GET /api/admin/rate-settings: the source, the market rate (with its age), the margin and today's effective rate. */
export async function getRateSettings(ctx: Pick<AppContext, 'db' | 'config'>): Promise<RateSettings> {
  const [settings, market, current] = await Promise.all([readRateSettings(ctx.db), latestMarketRate(ctx.db), currentRateRow(ctx.db)]);
  return {
    source: ctx.config.rates.source,
    marginPercent: settings.marginPercent,
    marketRate:
      ctx.config.rates.source === 'manual' || !market
        ? null
        : { rate: market.rate, source: market.source, asOf: market.asOf.toISOString(), fetchedAt: market.fetchedAt.toISOString() },
    lastFetchAt: settings.lastFetchAt?.toISOString() ?? null,
    lastFetchError: settings.lastFetchError,
    effectiveRate: {
      rate: current.rate,
      setAt: current.createdAt.toISOString(),
      midRate: current.midRate,
      midSource: current.midSource as RateSettings['effectiveRate']['midSource'],
      midAsOf: current.midAsOf?.toISOString() ?? null,
    },
  };
}

/**
 * PUT /api/admin/rate-settings: the margin (audited with the one it replaced). With a market
 * source and a market rate known, the customer's rate is priced again at once.
 */
export async function updateRateSettings(ctx: AppContext, actor: UserRow, input: UpdateRateSettings, meta: RequestMeta): Promise<RateSettings> {
  const marginPercent = roundDecimal(input.marginPercent, MARGIN_SCALE);
  await ctx.db.transaction(async (tx) => {
    // The margin changes in turn with rates, so a job pricing at once reads the one or the other.
    await lockRateChanges(tx);
    const before = await readRateSettings(tx);
    const now = ctx.clock.now();
    await tx
      .insert(rateSettings)
      .values({ id: true, marginPercent, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: rateSettings.id, set: { marginPercent, updatedAt: now, updatedBy: actor.id } });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'rate_settings.updated',
      targetType: 'rate_settings',
      before: { marginPercent: before.marginPercent },
      after: { marginPercent },
      ip: meta.ip,
    });
  });
  if (ctx.config.rates.source !== 'manual') {
    const priced = await priceFromMarket(ctx.db, ctx.clock.now(), actor.id);
    if (priced) afterRateChange(ctx, priced.alertsEnded);
  }
  return getRateSettings(ctx);
}
