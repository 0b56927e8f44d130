import type { FlagValues } from '@senda/core/flags';
import { useAtomValue } from 'jotai';
import { useServices } from './services-context';

/** The feature flags' values now (core's defaults until the flag service answers). */
export function useFlags(): FlagValues {
  const { stores } = useServices();
  return useAtomValue(stores.flags.values, { store: stores.store });
}
