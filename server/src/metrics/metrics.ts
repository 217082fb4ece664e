import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { CASE_KINDS } from '../../../domain/schemas/compliance';
import type { AppContext } from '../context';
import { readBusinessGauges, WATCHED_PAYOUT_STATES, type BusinessGauges } from './business-gauges';

/** A gauge's samples: its labels and value, one per series. */
type Samples<L extends string> = [Partial<Record<L, string>>, number][];

/**
 * This instance's Prometheus metrics (GET /metrics, prom-client): the runtime's (event-loop delay,
 * memory, GC: collectDefaultMetrics), HTTP latency per route, the database pool, and the business
 * gauges of docs/DEPLOY.md § What to watch. A registry per app (tests run several in one process).
 * The business gauges count rows in the shared database: every instance reports the same values,
 * so a dashboard takes their max, not their sum.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** This scrape's read of the business gauges, shared by all of them. */
  private gauges: Promise<BusinessGauges> | undefined;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
    collectDefaultMetrics({ register: this.registry, prefix: 'maplerupee_' });
    this.requestDuration = new Histogram({
      name: 'maplerupee_http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern (unmatched: no route) and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const pool = ctx.db.$client;
    this.gauge('maplerupee_db_pool_connections', 'Database pool connections: open (total), idle, and callers waiting for one', ['state'], () => [
      [{ state: 'total' }, pool.totalCount],
      [{ state: 'idle' }, pool.idleCount],
      [{ state: 'waiting' }, pool.waitingCount],
    ]);
    this.businessGauge('maplerupee_transfers_pending', 'Pending transfers, by whether their e-Transfer is recorded', ['payment'], (g) => [
      [{ payment: 'awaiting' }, g.pendingAwaitingPayment],
      [{ payment: 'received' }, g.pendingPaid],
    ]);
    this.businessGauge('maplerupee_payment_monitor_lag_seconds', 'Seconds since the payment monitor last finished a run without an error (-1: never)', [], (g) => [
      [{}, g.paymentMonitorLagSeconds ?? -1],
    ]);
    this.businessGauge('maplerupee_mail_queue_depth', 'Mails waiting to be sent (retrying or failed for good)', [], (g) => [[{}, g.mailQueueDepth]]);
    this.businessGauge('maplerupee_mail_queue_oldest_seconds', 'Seconds the oldest unsent mail has waited (0: none)', [], (g) => [[{}, g.mailQueueOldestSeconds]]);
    this.businessGauge('maplerupee_compliance_cases_open', 'Open compliance cases, by kind', ['kind'], (g) => CASE_KINDS.map((kind) => [{ kind }, g.openCases[kind] ?? 0]));
    this.businessGauge('maplerupee_eft_reports_overdue', 'Open EFT report cases past their due date', [], (g) => [[{}, g.overdueEftReports]]);
    this.businessGauge('maplerupee_payouts', 'Payouts still moving or waiting for an operator, by state', ['state'], (g) =>
      WATCHED_PAYOUT_STATES.map((state) => [{ state }, g.payouts[state] ?? 0]),
    );
  }

  /** Times every answer (onResponse: refusals and errors included) under its route's pattern, never the raw URL. */
  observe(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
  }

  /** One scrape: the business gauges are read once, fresh, for all of them. */
  async text(): Promise<string> {
    this.gauges = undefined;
    try {
      return await this.registry.metrics();
    } finally {
      this.gauges = undefined;
    }
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** A gauge whose samples are computed at each scrape. */
  private gauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    values: () => Samples<L> | Promise<Samples<L>>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        for (const [labels, value] of await values()) this.set(labels, value);
      },
    });
  }

  /** A gauge of the business gauges' one read per scrape. */
  private businessGauge<L extends string>(name: string, help: string, labelNames: L[], values: (gauges: BusinessGauges) => Samples<L>): void {
    this.gauge(name, help, labelNames, async () => values(await this.businessGauges()));
  }

  private businessGauges(): Promise<BusinessGauges> {
    this.gauges ??= readBusinessGauges(this.ctx);
    return this.gauges;
  }
}
