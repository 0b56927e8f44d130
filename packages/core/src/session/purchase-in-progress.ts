import * as v from 'valibot';
import { PURCHASE_JOURNEY_IDS } from '../purchase/purchase-channel.ts';
import type { Stores } from '../stores/create-stores.ts';
import { readRaw } from '../stores/persisted-atom.ts';
import { journeyStorageKey } from '../stores/storage-keys.ts';

/** Just enough of a journey's save to tell whether it ended (a final step or an exit). */
const SavedStatusSchema = v.object({ snapshot: v.object({ status: v.picklist(['active', 'done']) }) });

function savedJourneyActive(stores: Stores, journeyId: string): boolean {
  const raw = readRaw(stores.storage, journeyStorageKey(journeyId));
  if (raw === null) return false;
  try {
    const saved = v.safeParse(SavedStatusSchema, JSON.parse(raw));
    return saved.success && saved.output.snapshot.status === 'active';
  } catch {
    return false;
  }
}

/**
 * Whether a purchase is under way on this device (logging out then asks first, since a
 * logout clears it): a plan is chosen and a purchase journey's save has not ended (paid and on its
 * success page, or left by an exit). Log-in or sign-up opened on their own choose no plan.
 */
export function purchaseInProgress(stores: Stores): boolean {
  const planChosen = stores.store.get(stores.onboarding.state).selectedPrimaryProducts.length > 0;
  return planChosen && Object.values(PURCHASE_JOURNEY_IDS).some((id) => savedJourneyActive(stores, id));
}
