/**
 * @senda/core: the framework-free heart of Senda. Everything public is listed here. Each area is
 * also its own entry point, so its public API reads in one file: `@senda/core/gateway`,
 * `/journey`, `/i18n`, `/navigation`, `/stores`, `/validation`… and one per machine,
 * `@senda/core/machines/<machine>` (see package.json `exports`).
 */
export * from './config/index.ts';
export * from './gateway/index.ts';
export * from './i18n/index.ts';
export * from './invoices/index.ts';
export * from './journey/index.ts';
export * from './machines/app-boot/index.ts';
export * from './machines/index.ts';
export * from './machines/new-number/index.ts';
export * from './machines/port-in/index.ts';
export * from './native/index.ts';
export * from './navigation/index.ts';
export * from './onboarding/index.ts';
export * from './orders/index.ts';
export * from './purchase/index.ts';
export * from './queries/index.ts';
export * from './session/index.ts';
export * from './stores/index.ts';
export { journeyFactsFromStores } from './stores/journey-facts.selector.ts';
export * from './validation/index.ts';
