import { readFileSync } from 'node:fs';
import { loadRunnableJourney } from '../../packages/core/src/machines/purchase/purchase.machine.ts';
import { PURCHASE_JOURNEY_IDS } from '../../packages/core/src/machines/purchase/purchase.types.ts';
import {
  type ColdVisitPlan,
  coldVisitBootScript,
  coldVisitPlan,
} from '../../packages/core/src/purchase/cold-visit-redirect.ts';

const bundledJourney = (id: string) =>
  loadRunnableJourney(
    JSON.parse(readFileSync(new URL(`../../journeys/${id}.json`, import.meta.url), 'utf8')),
  );

/** Core's cold-visit plan (cold-visit-redirect.ts) from the journey files the build bundles. */
export const bundledColdVisitPlan = (): ColdVisitPlan =>
  coldVisitPlan({
    web: bundledJourney(PURCHASE_JOURNEY_IDS.web),
    retail: bundledJourney(PURCHASE_JOURNEY_IDS.retail),
  });

/**
 * The boot script's part that sends a cold visit to a purchase step nobody can open yet to the
 * journey's first step, before any module loads.
 */
export const coldVisitRedirectScript = (): string => coldVisitBootScript(bundledColdVisitPlan());
