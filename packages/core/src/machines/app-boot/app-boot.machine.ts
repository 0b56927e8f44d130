import { and, assign, fromPromise, setup } from 'xstate';
import { isGatewayError } from '../../gateway/gateway-error.ts';
import { maintenanceGuard } from '../../navigation/route-guards.ts';
import { isConfigExcluded } from '../../navigation/routes.ts';
import type { AppBootEvent, AppBootInput, AppBootOutcome, MaintenanceStatus } from './app-boot.types.ts';

const isRateLimited = (error: unknown) => isGatewayError(error) && error.kind === 'rate_limited';

/**
 * Page load: maintenance status first (a maintenance-enabled answer redirects),
 * then the global config (skipped on maintenance, 429 and 404 pages or when cached), then the
 * remote locale keys when needed: awaited when none are stored for the language, else refreshed
 * behind the page, which renders with the stored ones (a repeat visit waits on neither). A 429 from config or locale goes to the rate-limit page; any
 * other config failure shows the technical-difficulties modal, whose reload starts again. A
 * locale failure only falls back to the bundled messages. A failing maintenance check does not
 * block the storefront: the status is rechecked on the next path change.
 *
 * The actors load *and store* (the app provides them with the gateway and the stores); the
 * machine only decides what comes next.
 */
export const appBootMachine = setup({
  types: {
    input: {} as AppBootInput,
    context: {} as AppBootInput & { outcome: AppBootOutcome | undefined; attempts: number },
    events: {} as AppBootEvent,
    output: {} as AppBootOutcome,
  },
  actors: {
    checkMaintenance: fromPromise<MaintenanceStatus>(async () => ({ enabled: false })),
    loadGlobalConfig: fromPromise<void>(async () => undefined),
    loadRemoteLocale: fromPromise<void>(async () => undefined),
  },
  guards: {
    // Invoke done/error events are not in the machine's event union, hence the narrow casts.
    maintenanceRedirect: ({ context, event }) =>
      maintenanceGuard({
        enabled: (event as { output?: MaintenanceStatus }).output?.enabled === true,
        location: context,
      }).kind !== 'allow',
    configNeeded: ({ context }) => !context.hasCachedConfig && !isConfigExcluded(context.pathname),
    localeNeeded: ({ context }) => context.fetchRemoteLocale,
    localeStored: ({ context }) => context.hasStoredLocaleKeys === true,
    rateLimited: ({ event }) => isRateLimited((event as { error?: unknown }).error),
  },
  actions: {
    recordMaintenance: assign({
      outcome: ({ context }) => {
        const decision = maintenanceGuard({ enabled: true, location: context });
        return decision.kind === 'full-navigate'
          ? { kind: 'maintenance' as const, redirectTo: decision.to }
          : { kind: 'ready' as const };
      },
    }),
    recordRateLimited: assign({ outcome: { kind: 'rate_limited' } }),
    recordTechnicalDifficulties: assign({ outcome: { kind: 'technical_difficulties' } }),
    recordReady: assign({ outcome: { kind: 'ready' } }),
    // Fire and forget: the app provides it (it loads and stores; a failure keeps the stored keys).
    refreshRemoteLocale: () => undefined,
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1, outcome: undefined }),
  },
}).createMachine({
  id: 'appBoot',
  context: ({ input }) => ({ ...input, outcome: undefined, attempts: 1 }),
  initial: 'checkingMaintenance',
  states: {
    checkingMaintenance: {
      invoke: {
        src: 'checkMaintenance',
        onDone: [
          {
            guard: 'maintenanceRedirect',
            target: 'maintenance',
            actions: 'recordMaintenance',
          },
          { target: 'decidingConfig' },
        ],
        onError: [{ guard: 'rateLimited', target: 'rateLimited' }, { target: 'decidingConfig' }],
      },
    },
    decidingConfig: {
      always: [{ guard: 'configNeeded', target: 'loadingConfig' }, { target: 'decidingLocale' }],
    },
    loadingConfig: {
      invoke: {
        src: 'loadGlobalConfig',
        onDone: 'decidingLocale',
        onError: [{ guard: 'rateLimited', target: 'rateLimited' }, { target: 'technicalDifficulties' }],
      },
    },
    decidingLocale: {
      always: [
        {
          guard: and(['localeNeeded', 'localeStored']),
          target: 'ready',
          actions: 'refreshRemoteLocale',
        },
        { guard: 'localeNeeded', target: 'loadingLocale' },
        { target: 'ready' },
      ],
    },
    loadingLocale: {
      invoke: {
        src: 'loadRemoteLocale',
        onDone: 'ready',
        onError: [
          { guard: 'rateLimited', target: 'rateLimited' },
          // A locale failure falls back to the bundled messages.
          { target: 'ready' },
        ],
      },
    },
    technicalDifficulties: {
      entry: 'recordTechnicalDifficulties',
      on: { RELOAD: { target: 'checkingMaintenance', actions: 'countAttempt' } },
    },
    maintenance: { type: 'final' },
    rateLimited: { type: 'final', entry: 'recordRateLimited' },
    ready: { type: 'final', entry: 'recordReady' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'ready' },
});
