import type { MessageId } from '../i18n/messages/message-id.ts';
import { FLOW_WINGS } from './flow-registry.ts';
import type { FlowErrorCode, FlowLineRemedy, FlowWing } from './flow-wing.ts';

/**
 * Every wing's parts of the shared lists, merged in the wings' order: what the shared lists low in
 * core (gateway's request types and step-up actions, i18n's error catalogue and message areas, the
 * request history's labels) add to their own. Plain data (JSON), so that a build can write it in.
 */
export interface FlowParts {
  /** Each request type with the label the request history gives it. */
  readonly requestTypes: readonly (readonly [type: string, label: MessageId])[];
  readonly stepUpActions: readonly string[];
  readonly errorCodes: readonly FlowErrorCode[];
  readonly manageTexts: readonly string[];
  /** Each line notice's link, without the flow's offer (a rule, not data) and the facts it needs: the pages of each notice. */
  readonly lineRemedies: readonly Pick<FlowLineRemedy, 'answers' | 'labelId' | 'path'>[];
}

export const flowPartsOf = (wings: readonly FlowWing[]): FlowParts => ({
  requestTypes: wings.flatMap((wing) => Object.entries(wing.requestTypes)),
  stepUpActions: wings.flatMap((wing) => wing.stepUpActions),
  errorCodes: wings.flatMap((wing) => wing.errorCodes),
  manageTexts: wings.flatMap((wing) => wing.manageTexts),
  lineRemedies: wings.flatMap((wing) =>
    wing.lineRemedies.map(({ answers, labelId, path }) => ({ answers, labelId, path })),
  ),
});

/**
 * The wings' parts read from the wings themselves (the registry): under plain Node (the sandbox
 * server, the CLIs, and the Vite config, which writes them into the build).
 */
export const wingParts = (): FlowParts => flowPartsOf(FLOW_WINGS);

/**
 * The same parts as Vite (the app, Vitest, Storybook) writes them in, one constant a list
 * (scripts/vite/build-constants.ts, from wingParts), and a flag that they are there. A shared list
 * reads its own as `typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean' ? __SENDA_FLOW_…__ :
 * wingParts().…`: a build replaces the test with `typeof true` and drops the other branch, so the
 * list carries the data it needs and no wing's module, and the lists in every page's first load
 * (the request types' schema) load no wing. Where nothing was written in (plain Node, Vitest's
 * global setup, the line page's early script bundled by esbuild) the registry answers.
 */
declare global {
  const __SENDA_FLOW_PARTS_BUILT__: boolean | undefined;
  const __SENDA_FLOW_REQUEST_TYPES__: FlowParts['requestTypes'];
  const __SENDA_FLOW_STEP_UP_ACTIONS__: FlowParts['stepUpActions'];
  const __SENDA_FLOW_ERROR_CODES__: FlowParts['errorCodes'];
  const __SENDA_FLOW_MANAGE_TEXTS__: FlowParts['manageTexts'];
  const __SENDA_FLOW_LINE_REMEDIES__: FlowParts['lineRemedies'];
}
