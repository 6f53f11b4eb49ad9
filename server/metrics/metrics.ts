import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import { DomainError } from '../services/errors';

/**
 * The numbers ops watch (docs/decisions/0029-operations-signals.md), in prom-client's global registry: that is the
 * registry a cluster worker hands to the primary's AggregatorRegistry (metrics-exposure.ts). Services and hooks
 * record with one call (`metrics.checkout('created')`); nothing here knows HTTP or the database.
 *
 * Every label takes values from a closed set (route patterns, outcomes, message keys): never a raw URL, id or
 * e-mail, so the number of series stays bounded whatever shoppers send.
 */
export const metricsRegistry = register;

let defaultsOn = false;
/** Process CPU, memory, event-loop lag and GC (prom-client's defaults), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register });
}

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API request duration by route pattern (not the raw URL), method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  // Catalogue reads answer in a few ms, checkouts in tens; 2.5 s and more is an incident.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const checkouts = new Counter({
  name: 'loja_checkouts_total',
  help: 'Checkout attempts (iniciar-checkout and pay-again) by outcome: ok, refused (with the reason key) or failed',
  labelNames: ['operation', 'outcome', 'reason'] as const,
});

const paymentEvents = new Counter({
  name: 'loja_payment_events_total',
  help: 'Verified payment gateway events by type (approved, declined, …) and what the store did with them',
  labelNames: ['type', 'outcome'] as const,
});

const cacheLookups = new Counter({
  name: 'loja_catalogue_cache_lookups_total',
  help: 'Catalogue cache lookups (public answers and listing counts) by result; hit ratio = hit / (hit + miss)',
  labelNames: ['result'] as const,
});

const rateLimitRefusals = new Counter({
  name: 'loja_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by route pattern',
  labelNames: ['route'] as const,
});

/** Issue 26 point 7: an owner's alert on guessing at staff accounts (reason: a closed set, see StaffLoginFailure). */
const staffLoginFailures = new Counter({
  name: 'loja_staff_login_failures_total',
  help: 'Refused staff sign-ins and step-ups, by reason (password, totp, totp_locked, throttled, …)',
  labelNames: ['reason'] as const,
});

/** Ages read from the database at scrape time (lag-gauges.ts); the worst worker's answer in a cluster. */
export interface LagReading {
  outboxUnsent: number;
  outboxOldestSeconds: number;
  paymentsPending: number;
  paymentsOldestPendingSeconds: number;
  paymentsOldestSolicitingSeconds: number;
}

let lagSource: (() => Promise<LagReading>) | undefined;

/** Which database the lag gauges read (one per process; the last app built wins, the app's close clears it). */
export function setLagSource(source: (() => Promise<LagReading>) | undefined): void {
  lagSource = source;
}
export const currentLagSource = () => lagSource;

let pendingReading: Promise<LagReading | undefined> | undefined;
/**
 * One database read per scrape for all the lag gauges: prom-client starts every metric's collect in one
 * synchronous pass, so the reading is shared until the next microtask and never reused by a later scrape.
 */
function readLags(): Promise<LagReading | undefined> {
  if (!pendingReading) {
    pendingReading = (lagSource?.() ?? Promise.resolve(undefined)).catch(() => undefined);
    queueMicrotask(() => (pendingReading = undefined));
  }
  return pendingReading;
}

function lagGauge(name: string, help: string, pick: (r: LagReading) => number) {
  return new Gauge({
    name,
    help,
    // In a cluster every worker reads the same database: the largest value, never a sum.
    aggregator: 'max',
    async collect() {
      const reading = await readLags();
      // Without a database answer the gauge says NaN (no value) rather than a reassuring 0.
      this.set(reading ? pick(reading) : Number.NaN);
    },
  });
}

lagGauge('loja_outbox_unsent_mails', 'E-mails in the outbox not yet handed to SMTP', (r) => r.outboxUnsent);
lagGauge(
  'loja_outbox_oldest_unsent_age_seconds',
  'Age of the oldest e-mail not yet sent (0 when none waits)',
  (r) => r.outboxOldestSeconds,
);
lagGauge('loja_payments_pending', 'Payments awaiting the gateway (AGUARDANDO)', (r) => r.paymentsPending);
lagGauge(
  'loja_payments_oldest_pending_age_seconds',
  'Age of the oldest payment still awaiting the gateway (reconciliation lag; 0 when none); normally under the one-hour order hold',
  (r) => r.paymentsOldestPendingSeconds,
);
// A checkout's payment is SOLICITANDO only while its provider is asked (≤ PAYMENT_PROVIDER_TIMEOUT_MS); older than
// the 30 s hold means a crash or a lost answer the reconciler has not settled yet: worth an alert, not a count.
lagGauge(
  'loja_payments_oldest_soliciting_age_seconds',
  'Age of the oldest checkout payment whose provider answer is not recorded (SOLICITANDO; 0 when none); over 60 s means the reconciler is not settling them',
  (r) => r.paymentsOldestSolicitingSeconds,
);

/** ok: an order answered (a new one, or the same one again for a retried request). */
type CheckoutOutcome = 'ok' | 'refused' | 'failed';

function checkoutOutcomeOf(error: unknown): { outcome: CheckoutOutcome; reason: string } {
  // Refusals carry a message key (outOfStock, shippingStale, …): a closed set, safe as a label.
  if (error instanceof DomainError) return { outcome: 'refused', reason: error.messageKey };
  return { outcome: 'failed', reason: '' };
}

/** What services and hooks call: one line each. */
export const metrics = {
  request(method: string, route: string, statusCode: number, seconds: number): void {
    httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  },
  checkout(operation: 'start' | 'pay-again', outcome: CheckoutOutcome, reason = ''): void {
    checkouts.inc({ operation, outcome, reason });
  },
  paymentEvent(type: string, outcome: string): void {
    paymentEvents.inc({ type, outcome });
  },
  cacheLookup(hit: boolean): void {
    cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
  },
  rateLimited(route: string): void {
    rateLimitRefusals.inc({ route });
  },
  staffLoginFailed(reason: string): void {
    staffLoginFailures.inc({ reason });
  },
};

async function counted<T>(operation: 'start' | 'pay-again', work: Promise<T>): Promise<T> {
  try {
    const answer = await work;
    metrics.checkout(operation, 'ok');
    return answer;
  } catch (error) {
    const { outcome, reason } = checkoutOutcomeOf(error);
    metrics.checkout(operation, outcome, reason);
    throw error;
  }
}

/** The checkout service with each call counted by outcome (its factory returns it through this). */
export function countedCheckout<
  S extends { start(...args: never[]): Promise<unknown>; payAgain(...args: never[]): Promise<unknown> },
>(service: S): S {
  return {
    ...service,
    start: ((...args: Parameters<S['start']>) => counted('start', service.start(...args))) as S['start'],
    payAgain: ((...args: Parameters<S['payAgain']>) =>
      counted('pay-again', service.payAgain(...args))) as S['payAgain'],
  };
}

/** The payment event service with each applied event counted by its type and the outcome it had. */
export function countedPaymentEvents<
  E extends { type: string },
  O extends string,
  S extends { apply(event: E): Promise<O> },
>(service: S): S {
  return {
    ...service,
    async apply(event: E) {
      const outcome = await service.apply(event);
      metrics.paymentEvent(event.type, outcome);
      return outcome;
    },
  };
}
