/**
 * @senda/sandbox: the operator gateway as MSW handlers over a stateful fake. This entry is
 * runtime-neutral; `@senda/sandbox/node` adds setupServer and the HTTP server, and
 * `@senda/sandbox/browser` the service worker.
 */

export { ADDONS, BUNDLES, CATALOGUE, type CatalogueProduct, findProduct, PLANS } from './data/catalogue.ts';
export { CONSENT_SETTINGS } from './data/config.ts';
export { DONOR_TELCOS } from './data/donors.ts';
export { onlyIn } from './data/localized-texts.ts';
export { NUMBER_CATEGORIES, NUMBER_INVENTORY } from './data/numbers.ts';
export { PICKUP_LOCATIONS } from './data/places.ts';
export { POSTAL_CODES } from './data/postal-codes.ts';
export { MAX_PROMO_CODES, PROMO_CODES } from './data/promotions.ts';
export {
  type Clock,
  createManualClock,
  createSeededRandom,
  type ManualClock,
  type RandomSource,
} from './domain/clock.ts';
export { FAILURES, type FailureSpec, SandboxFailure } from './domain/failures.ts';
export { KYC_MIN_IMAGE_BYTES, KYC_MIN_IMAGE_SIDE_PX, plausiblePng } from './domain/image-check.ts';
export { SANDBOX_LANGUAGES, type SandboxLanguage, type Texts } from './domain/language.ts';
export { DEFAULT_LIMITS, type SandboxLimits } from './domain/limits.ts';
export { LINE_LIFECYCLE, SMDP_ADDRESS } from './domain/lines.ts';
export { TEST_CARDS } from './domain/payment-provider.ts';
export { PORT_IN_OUTCOME_SUFFIXES, PORT_IN_TIMING } from './domain/port-in.ts';
export type { SandboxData } from './domain/sandbox-data.schema.ts';
export { SandboxState, type SandboxStateOptions } from './domain/sandbox-state.ts';
export {
  SCENARIO_NAMES,
  SCENARIOS,
  type ScenarioCustomer,
  type ScenarioLinks,
  type ScenarioName,
  scenarioOpenPath,
} from './domain/scenarios.ts';
export {
  FAULT_KINDS,
  type Fault,
  type FaultInput,
  type FaultKind,
  FaultRegistry,
} from './faults/fault-registry.ts';
export { mailView } from './handlers/mailbox.handlers.ts';
export { PAYMENT_PROVIDER_PATH } from './handlers/payment-provider.handlers.ts';
export { DEFAULT_GATEWAY_BASE, type SandboxHandlerOptions } from './handlers/sandbox-context.ts';
export { type JourneySource, journeysFromRecord } from './journeys/journey-source.ts';
export {
  attachPersistence,
  memoryStorage,
  type StateStorage,
  webStorage,
} from './persistence/state-storage.ts';
export { HOSTED_FIELDS_SOURCE, hostedFieldsPage, STOREFRONT_SOURCE } from './provider/hosted-fields-page.ts';
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';
