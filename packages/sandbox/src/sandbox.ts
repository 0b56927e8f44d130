import type { HttpHandler } from 'msw';
import { LocaleKeys } from './domain/locale-keys.ts';
import { SandboxState, type SandboxStateOptions } from './domain/sandbox-state.ts';
import { FaultRegistry, type FaultStorage } from './faults/fault-registry.ts';
import { HeldCalls, realSleep, type Sleep } from './faults/held-calls.ts';
import { createHandlers } from './handlers/index.ts';
import {
  gatewayPattern,
  type SandboxContext,
  type SandboxHandlerOptions,
} from './handlers/sandbox-context.ts';
import { type JourneySource, noJourneys } from './journeys/journey-source.ts';
import { PublishedJourneys } from './journeys/published-journeys.ts';
import { attachPersistence, type Persistence, type StateStorage } from './persistence/state-storage.ts';

export interface SandboxOptions extends SandboxStateOptions, SandboxHandlerOptions {
  /** Bring your own state (a test that also drives the domain directly). */
  state?: SandboxState;
  /** Load from and save to this storage; without it the state lives in memory only. */
  storage?: StateStorage;
  faultStorage?: FaultStorage;
  journeys?: JourneySource;
  /** The `flags/` files the OFREP routes evaluate; none by default (every flag keeps its default). */
  flags?: JourneySource;
  /** How latency faults wait; tests pass a fake that advances their clock. */
  sleep?: Sleep;
}

export interface Sandbox {
  readonly state: SandboxState;
  readonly faults: FaultRegistry;
  readonly handlers: HttpHandler[];
  readonly context: SandboxContext;
  readonly persistence: Persistence | undefined;
}

/** The one set of handlers every runner uses (worker, setupServer, HTTP server). */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const state = options.state ?? new SandboxState(options);
  const persistence = options.storage ? attachPersistence(state, options.storage) : undefined;
  const faults = new FaultRegistry(options.faultStorage, options.random);
  const publishedJourneys = new PublishedJourneys(options.journeys ?? noJourneys);
  const context: SandboxContext = {
    state,
    faults,
    localeKeys: new LocaleKeys(),
    journeys: publishedJourneys.served,
    publishedJourneys,
    flags: options.flags ?? noJourneys,
    gatewayBase: gatewayPattern(options.gatewayBase),
    mocksBase: '*/mocks',
    paymentProviderOrigin: options.paymentProviderOrigin ?? '',
    storefrontOrigins: options.storefrontOrigins ?? ['*'],
    storefrontUrl: options.storefrontUrl ?? '',
    heldCalls: new HeldCalls(options.sleep ?? realSleep),
    violations: [],
  };
  return { state, faults, handlers: createHandlers(context), context, persistence };
}
