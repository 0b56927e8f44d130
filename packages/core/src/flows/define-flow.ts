import { defineServiceFlow } from '../flow-declarations/flow-manifest.ts';
import type {
  FlowLineRemedy,
  FlowLineRow,
  FlowWing,
  FlowWingDefinition,
  FlowWingParts,
} from '../flow-declarations/flow-wing.ts';

/**
 * A flow's one typed entry in core (the default export of its `flows/<flow>/flow.ts`). It holds data
 * (and a line notice's offer, a rule that imports nothing) and imports nothing above
 * flow-declarations/ but types and its own route constants and offer, so every shared list can read
 * it without loading the flow's code.
 */
export function defineFlow<const Flow extends FlowWingDefinition>(
  flow: Flow,
): Flow & Omit<FlowWing, keyof Flow> {
  const parts: FlowWingParts = {
    requestTypes: {},
    stepUpActions: [],
    errorCodes: [],
    manageTexts: [],
    lineRemedies: [],
    lineRows: [],
    pageRoles: {},
  };
  return { ...parts, ...defineServiceFlow(flow) } as unknown as Flow & Omit<FlowWing, keyof Flow>;
}

/**
 * One of a flow's `lineRemedies`: the facts its offer reads are inferred from the offer, and `needs`
 * must name every one of them (the line page hands the offer only those).
 */
export const lineRemedy = <Facts extends object>(remedy: FlowLineRemedy<Facts>): FlowLineRemedy<Facts> =>
  remedy;

/**
 * One of a flow's `lineRows`: the facts its content reads are inferred from it, and `needs` must
 * name every one of them (the line page hands the content only those).
 */
export const lineRow = <Facts extends object>(row: FlowLineRow<Facts>): FlowLineRow<Facts> => row;
