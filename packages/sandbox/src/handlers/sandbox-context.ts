import type { LocaleKeys } from '../domain/locale-keys.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';
import type { FaultRegistry } from '../faults/fault-registry.ts';
import type { HeldCalls } from '../faults/held-calls.ts';
import type { JourneySource } from '../journeys/journey-source.ts';
import type { PublishedJourneys } from '../journeys/published-journeys.ts';

/** A gateway answer that did not match its endpoint's schema: a sandbox bug, kept for tests. */
export interface ContractViolation {
  endpoint: string;
  issues: string[];
}

export interface SandboxContext {
  readonly state: SandboxState;
  readonly faults: FaultRegistry;
  /** The remote message keys served per language, with texts set through /mocks/locale-keys. */
  readonly localeKeys: LocaleKeys;
  /** The journeys served: the shipped files, or one published through /mocks/journeys. */
  readonly journeys: JourneySource;
  readonly publishedJourneys: PublishedJourneys;
  /** The flag files (flagd's format), read like the journey files. */
  readonly flags: JourneySource;
  /** MSW pattern prefix of gateway routes, ending in `/`: `*\/gateway/` by default. */
  readonly gatewayBase: string;
  /** MSW pattern prefix of the sandbox's own routes: `*\/mocks` by default. */
  readonly mocksBase: string;
  /**
   * Origin of the payment provider's pages (hosted fields, challenge), or '' for the origin the
   * request came to. The HTTP server sets it to its second port, a real cross-origin frame.
   */
  readonly paymentProviderOrigin: string;
  /** Origins allowed to receive the hosted-fields token by postMessage; '*' for any. */
  readonly storefrontOrigins: readonly string[];
  /** Absolute storefront origin for the links of ready-made customers; '' for relative links. */
  readonly storefrontUrl: string;
  /** Calls a latency fault is holding back, which /mocks/faults/release lets go early. */
  readonly heldCalls: HeldCalls;
  readonly violations: ContractViolation[];
}

export interface SandboxHandlerOptions {
  /**
   * Where gateway calls are accepted: a path (`/gateway/`, on any origin) or an absolute URL
   * (`https://gw.example.mx/api/`). Default `/gateway/`.
   */
  gatewayBase?: string;
  paymentProviderOrigin?: string;
  storefrontOrigins?: readonly string[];
  /** Where scenario links point (`http://localhost:4173`); relative paths without it. */
  storefrontUrl?: string;
}

export const DEFAULT_GATEWAY_BASE = '/gateway/';

/** `/gateway` → `*\/gateway/`; an absolute URL is kept as it is, with one trailing slash. */
export function gatewayPattern(base: string = DEFAULT_GATEWAY_BASE): string {
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  if (/^https?:\/\//i.test(withSlash) || withSlash.startsWith('*')) return withSlash;
  return `*/${withSlash.replace(/^\/+/, '')}`;
}

/** The part of a request path after the gateway base: `config-service/v1/maintenance`. */
export function pathAfterBase(requestUrl: string, base: string): string {
  const path = new URL(requestUrl).pathname;
  const basePath = (/^https?:\/\//i.test(base) ? new URL(base).pathname : base.replace(/^\*/, '')).replace(
    /\/+$/,
    '/',
  );
  const index = path.indexOf(basePath);
  return index >= 0 ? path.slice(index + basePath.length) : path.replace(/^\/+/, '');
}
