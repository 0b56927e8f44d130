import type { Stores } from '../stores/create-stores.ts';
import type { JourneyData } from './journey-data.ts';

/** The part of a running journey actor this needs: its snapshots' journey data. */
interface JourneyDataSource {
  getSnapshot(): { context: { journeyId: string; journeyData: JourneyData } };
  subscribe(listener: (snapshot: { context: { journeyId: string; journeyData: JourneyData } }) => void): {
    unsubscribe(): void;
  };
}

/**
 * A step's draft ends when the journey keeps the step's values: a submit (NEXT, SWITCH, an exit)
 * or a BACK carrying the form gives the step new journey data, and that data is what the screen
 * starts from next time. A step whose data did not change (a Next that could not move, a step
 * only opened) keeps its draft. Returns the function that stops watching.
 */
export function clearDraftsOnStepSave(stores: Stores, actor: JourneyDataSource): () => void {
  let previous = actor.getSnapshot().context.journeyData;
  const subscription = actor.subscribe((snapshot) => {
    const { journeyData, journeyId } = snapshot.context;
    if (journeyData === previous) return;
    const steps = new Set([...Object.keys(previous), ...Object.keys(journeyData)]);
    for (const step of steps) {
      if (journeyData[step] !== previous[step]) {
        stores.store.set(stores.onboarding.drafts.clear, { journeyId, step });
      }
    }
    previous = journeyData;
  });
  return () => subscription.unsubscribe();
}
