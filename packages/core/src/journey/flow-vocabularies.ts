/// <reference types="vite/client" />

import { flowModulesFromFolder } from '../flow-declarations/folder-modules.ts';
import { flowOfJourney } from '../navigation/flow-manifests.ts';
import { JOURNEY_RUNTIME_FLOWS } from '../navigation/journey-flow-manifests.ts';
import { PURCHASE_JOURNEY_VOCABULARY } from './journey-conditions.ts';
import {
  EMPTY_JOURNEY_VOCABULARY,
  type FlowVocabulary,
  type JourneyVocabulary,
} from './journey-vocabulary.ts';

/**
 * The facts and conditions each flow's journey file may name (journey-vocabulary.ts), keyed by the
 * flow's id: the purchase's, and each service flow's `<flow>.vocabulary.ts`; a flow without one
 * names none. journeys:check checks a file against these, as the flow's machine loads it.
 */
export const FLOW_VOCABULARIES: Readonly<Record<string, JourneyVocabulary>> = Object.fromEntries([
  ...JOURNEY_RUNTIME_FLOWS.map((flow) => [flow.id, PURCHASE_JOURNEY_VOCABULARY] as const),
  ...Object.values(
    import.meta.env?.MODE
      ? import.meta.glob<FlowVocabulary>('../machines/*/*.vocabulary.ts', { eager: true, import: 'default' })
      : flowModulesFromFolder<FlowVocabulary>('.vocabulary.ts'),
  ).map(({ flowId, vocabulary }) => [flowId, vocabulary] as const),
  ...Object.values(
    import.meta.env?.MODE
      ? import.meta.glob<FlowVocabulary>('../flows/*/vocabulary.ts', { eager: true, import: 'default' })
      : flowModulesFromFolder<FlowVocabulary>('vocabulary.ts', 'flows'),
  ).map(({ flowId, vocabulary }) => [flowId, vocabulary] as const),
]);

/** The vocabulary of the flow whose journey file has this id, if a flow has it. */
export function vocabularyOfJourney(journeyId: string): JourneyVocabulary | undefined {
  const flow = flowOfJourney(journeyId);
  return flow ? (FLOW_VOCABULARIES[flow.id] ?? EMPTY_JOURNEY_VOCABULARY) : undefined;
}
