import * as v from 'valibot';
import type { Stores } from '../stores/create-stores.ts';
import type { JourneyData } from './journey-data.ts';

/**
 * What a journey keeps once it has ended (payment success or failure, both after the order was
 * created): the order reference its final page shows and pays again, nothing else. The order, with
 * the customer's name, birth date, CURP, phone and addresses, is the gateway's now; every later
 * page reads it from there, so no copy of it is left in the browser.
 */
const OrderRefSchema = v.object({ orderRef: v.pipe(v.string(), v.nonEmpty()) });

export function endedJourneyData(journeyData: JourneyData): JourneyData {
  const kept: JourneyData = {};
  for (const [step, data] of Object.entries(journeyData)) {
    const parsed = v.safeParse(OrderRefSchema, data);
    if (parsed.success) kept[step] = { orderRef: parsed.output.orderRef };
  }
  return kept;
}

/** The journey data to store for a snapshot: all of it while the journey runs, the order's reference once it ended. */
export function journeyDataAtRest(snapshot: {
  status?: string;
  context: { journeyData: JourneyData };
}): JourneyData {
  return snapshot.status === 'done'
    ? endedJourneyData(snapshot.context.journeyData)
    : snapshot.context.journeyData;
}

interface EndingJourney {
  getSnapshot(): { status: string };
  subscribe(listener: (snapshot: { status: string }) => void): { unsubscribe(): void };
}

/**
 * Once the journey ends, the order's personal details, its addresses and any draft left unsent
 * go from the stores (and so from storage): they were sent with the order. Returns the function
 * that stops watching.
 */
export function forgetPersonalDataOnceEnded(stores: Stores, actor: EndingJourney): () => void {
  let forgotten = false;
  const forget = (status: string) => {
    if (status !== 'done' || forgotten) return;
    forgotten = true;
    stores.store.set(stores.onboarding.forgetPersonalDetails);
  };
  const subscription = actor.subscribe((snapshot) => forget(snapshot.status));
  forget(actor.getSnapshot().status);
  return () => subscription.unsubscribe();
}
