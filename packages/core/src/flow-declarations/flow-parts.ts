/// <reference types="vite/client" />

import type { MessageId } from '../i18n/messages/message-id.ts';
import { FLOW_WINGS } from './flow-registry.ts';
import type { FlowErrorCode, FlowWing } from './flow-wing.ts';

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
}

export const flowPartsOf = (wings: readonly FlowWing[]): FlowParts => ({
  requestTypes: wings.flatMap((wing) => Object.entries(wing.requestTypes)),
  stepUpActions: wings.flatMap((wing) => wing.stepUpActions),
  errorCodes: wings.flatMap((wing) => wing.errorCodes),
  manageTexts: wings.flatMap((wing) => wing.manageTexts),
});

/**
 * Written in by Vite (the app, Vitest, Storybook) as `define` (scripts/vite/build-constants.ts
 * computes it from this module under Node), so the lists every page's first load holds carry no
 * wing's flow.ts: the wings load with the pages that show them.
 */
declare const __SENDA_FLOW_PARTS__: FlowParts;

/**
 * The wings' parts: the build's copy under Vite; read from the wings themselves under plain Node
 * (the sandbox server, the CLIs, the Vite config computing the build's copy). A build replaces
 * `import.meta.env?.MODE` with a string, so the bundler drops the registry with the Node branch.
 */
export const FLOW_PARTS: FlowParts = import.meta.env?.MODE ? __SENDA_FLOW_PARTS__ : flowPartsOf(FLOW_WINGS);
