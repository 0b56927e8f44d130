import type { ComponentType } from 'react';
import type { FlowScreens, ScreenModule } from '../journey/flow-screens';
import { PURCHASE_ASIDE_STEPS, PURCHASE_SCREEN_FILES, PURCHASE_WIDE_STEPS } from './purchase-screen-files';

/** Each screen file of the purchase, loaded when its step is first shown (one chunk each). */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>('./*/*-screen.tsx');

const loaderOf = (file: string): ScreenModule => {
  const load = SCREEN_MODULES[`./${file}`];
  if (!load) throw new Error(`The purchase has no screen file ${file}`);
  return load;
};

/**
 * The purchase's screen map, which it hands to the journey runtime it runs (both of its journeys,
 * web and retail, show the same screens): the journey runtime names no flow's screens.
 */
export const PURCHASE_SCREENS: FlowScreens = {
  steps: Object.fromEntries(
    Object.entries(PURCHASE_SCREEN_FILES).map(([step, file]) => [step, loaderOf(file)]),
  ),
  wide: PURCHASE_WIDE_STEPS,
  aside: { steps: PURCHASE_ASIDE_STEPS, load: () => import('./order-aside/order-aside') },
  prepare: {
    // The number step's first list waits for one read (the numbers), not two: what it offers is
    // read while the customer types the e-mailed code.
    'connection-details': async (services) => {
      const { numberOffers } = await import('@senda/core/machines/new-number');
      await numberOffers(services);
    },
    // The ways to pay decide whether the summary is the last step before paying: read on the step
    // before it, the summary's "Step n of m" is right from its first paint. The summary reads them
    // again on arrival, from the query cache.
    'order-summary': async (services) => {
      const { loadPaymentOptions } = await import('@senda/core/machines/payment');
      await loadPaymentOptions(services);
    },
  },
};
