import { atom } from 'jotai/vanilla';
import { type FlagValues, flagDefaults } from '../config/flag-definitions.ts';

/**
 * The feature flags' values for this page load. Never stored: every page load starts from the
 * defaults, so its first paint never depends on the flag service, and takes the service's values
 * once it answers (the flag service, started after the page settles, sets them).
 */
export function createFeatureFlagsStore() {
  return { values: atom<FlagValues>(flagDefaults()) };
}
export type FeatureFlagsStore = ReturnType<typeof createFeatureFlagsStore>;
