import * as v from 'valibot';
import { mathRandom, type RandomSource } from '../domain/clock.ts';

/**
 * Faults forced on gateway calls for tests and demos, without touching a handler: every gateway
 * route asks this registry first. A fault targets every call, one endpoint (by name) or a path
 * pattern, and lasts for the next N matching calls or until it is removed.
 */
export const FAULT_KINDS = [
  /** 401 TOKEN_EXPIRED: the client refreshes the token and retries once. */
  'expired_token',
  /** 403: the client ends the session. */
  'forbidden',
  /** 429: the client goes to /429. */
  'rate_limited',
  /** 500 INTERNAL_ERROR. */
  'server_error',
  /** No answer at all (a failed fetch). */
  'network_error',
  /** The real answer, late by latencyMs. */
  'latency',
  /** Maintenance status says enabled; other calls answer 503 -44001 MAINTENANCE. */
  'maintenance',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Status-code spellings people reach for first. */
const KIND_ALIASES: Readonly<Record<string, FaultKind>> = {
  '401': 'expired_token',
  '403': 'forbidden',
  '429': 'rate_limited',
  '500': 'server_error',
  network: 'network_error',
  offline: 'network_error',
  delay: 'latency',
};

export const FaultInputSchema = v.object({
  kind: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((kind) => KIND_ALIASES[String(kind)] ?? String(kind)),
    v.picklist(FAULT_KINDS),
  ),
  /**
   * Endpoint name (`userDetails`), or a path pattern relative to the gateway base where `*`
   * matches anything (`order-service/*`, `*\/orders/*`). Absent: every gateway call.
   */
  route: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** A route (same forms as `route`) it never hits, e.g. the refresh call a 401 run needs working. */
  exceptRoute: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Only calls with this method. */
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
  /** The next N matching calls; absent: until removed. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
  /**
   * The share of matching calls it hits, drawn per call (a flaky network, a struggling backend);
   * absent: every matching call. Calls it lets through do not count towards `times`.
   */
  probability: v.optional(v.pipe(v.number(), v.gtValue(0), v.maxValue(1))),
  /**
   * Only calls that carry a token (true) or carry none (false). An expired token is something
   * only a call with a token can be told, so a flaky run asks for its 401s this way.
   */
  authenticated: v.optional(v.boolean()),
  /**
   * Only calls from this device (their X-DeviceId). Browser tests share one sandbox and run side
   * by side: a fault one test asks for must not fail another test's calls.
   */
  deviceId: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type FaultInput = v.InferInput<typeof FaultInputSchema>;

export interface Fault {
  readonly id: string;
  readonly kind: FaultKind;
  readonly route?: string | undefined;
  readonly exceptRoute?: string | undefined;
  readonly method?: string | undefined;
  readonly latencyMs?: number | undefined;
  readonly probability?: number | undefined;
  readonly authenticated?: boolean | undefined;
  readonly deviceId?: string | undefined;
  /** Calls left, when limited. */
  remaining?: number | undefined;
  hits: number;
}

export interface FaultTarget {
  endpointName: string;
  /** The endpoint's path template, e.g. `order-service/v2/orders/{orderReference}`. */
  template: string;
  /** The path actually called, relative to the gateway base. */
  path: string;
  method: string;
  /** Whether the call carries a token (X-Auth). */
  authenticated?: boolean;
  /** The calling device (X-DeviceId), when it names one. */
  deviceId?: string;
}

export interface FaultStorage {
  load(): string | undefined;
  save(json: string): void;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private sequence = 0;

  constructor(
    private readonly storage?: FaultStorage,
    /** Draws for faults with a probability; a seeded source makes a flaky run repeatable. */
    private readonly random: RandomSource = mathRandom,
  ) {
    const saved = storage?.load();
    if (saved) this.restore(saved);
  }

  add(input: FaultInput): Fault {
    const parsed = v.parse(FaultInputSchema, input);
    this.sequence += 1;
    const fault: Fault = {
      id: `fault-${this.sequence}`,
      kind: parsed.kind,
      route: parsed.route,
      exceptRoute: parsed.exceptRoute,
      method: parsed.method,
      latencyMs: parsed.kind === 'latency' ? (parsed.latencyMs ?? 1000) : parsed.latencyMs,
      probability: parsed.probability,
      authenticated: parsed.authenticated,
      deviceId: parsed.deviceId,
      remaining: parsed.times,
      hits: 0,
    };
    this.faults.push(fault);
    this.save();
    return fault;
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    this.save();
    return this.faults.length !== before;
  }

  /** Every fault, or only those scoped to one device (a test cleaning up after itself). */
  clear(deviceId?: string): void {
    this.faults = deviceId === undefined ? [] : this.faults.filter((fault) => fault.deviceId !== deviceId);
    this.save();
  }

  list(): readonly Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /**
   * The faults that apply to this call, each counted as used. Latency faults add up; the first
   * other fault decides the answer.
   */
  take(target: FaultTarget): { latencyMs: number; fault?: Fault } {
    let latencyMs = 0;
    let decisive: Fault | undefined;
    for (const fault of this.faults) {
      if (!matches(fault, target)) continue;
      if (fault.kind !== 'latency' && decisive) continue;
      if (fault.probability !== undefined && this.random.next() >= fault.probability) continue;
      if (fault.kind === 'latency') latencyMs += fault.latencyMs ?? 0;
      else decisive = fault;
      fault.hits += 1;
      if (fault.remaining !== undefined) fault.remaining -= 1;
    }
    const spent = this.faults.filter((fault) => fault.remaining !== undefined && fault.remaining <= 0);
    if (spent.length > 0) this.faults = this.faults.filter((fault) => !spent.includes(fault));
    if (latencyMs > 0 || decisive) this.save();
    return decisive ? { latencyMs, fault: decisive } : { latencyMs };
  }

  private save(): void {
    this.storage?.save(JSON.stringify({ sequence: this.sequence, faults: this.faults }));
  }

  private restore(json: string): void {
    try {
      const saved = JSON.parse(json) as { sequence?: unknown; faults?: unknown };
      if (!Array.isArray(saved.faults)) return;
      for (const raw of saved.faults) {
        const parsed = v.safeParse(FaultInputSchema, raw);
        if (!parsed.success || typeof raw.id !== 'string') continue;
        this.faults.push({
          id: raw.id,
          kind: parsed.output.kind,
          route: parsed.output.route,
          exceptRoute: parsed.output.exceptRoute,
          method: parsed.output.method,
          latencyMs: parsed.output.latencyMs,
          probability: parsed.output.probability,
          authenticated: parsed.output.authenticated,
          deviceId: parsed.output.deviceId,
          remaining: typeof raw.remaining === 'number' ? raw.remaining : undefined,
          hits: typeof raw.hits === 'number' ? raw.hits : 0,
        });
      }
      this.sequence = typeof saved.sequence === 'number' ? saved.sequence : this.faults.length;
    } catch {
      // A broken fault list is dropped: faults are a demo aid, never worth a crash.
    }
  }
}

function matches(fault: Fault, target: FaultTarget): boolean {
  if (fault.method && fault.method !== target.method.toUpperCase()) return false;
  if (fault.authenticated !== undefined && fault.authenticated !== (target.authenticated ?? false))
    return false;
  if (fault.deviceId !== undefined && fault.deviceId !== target.deviceId) return false;
  if (fault.exceptRoute && routeMatches(fault.exceptRoute, target)) return false;
  return !fault.route || routeMatches(fault.route, target);
}

function routeMatches(route: string, target: FaultTarget): boolean {
  if (route === '*' || route === target.endpointName) return true;
  const pattern = globToRegExp(route.replace(/^\/+/, '').replace(/^gateway\//, ''));
  return pattern.test(target.path) || pattern.test(target.template);
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}
