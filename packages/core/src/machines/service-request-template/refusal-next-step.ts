import { wingParts } from '../../flow-declarations/flow-parts.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { MANAGE_ROUTES, type ManageRoute } from '../../navigation/routes.ts';

/** The page a refusal's sentence sends the customer to, as the refused page's main button. */
export interface RefusalNextStep {
  labelId: MessageId;
  /** A shared manage page, or a wing's own (its flow.ts names it with the refusal). */
  route: ManageRoute | `/manage/${string}`;
}

/**
 * What lifts a refusal, where a page of ours does it. A line suspended for the mobile line
 * registry is lifted by registering it, not by a recharge: its refusal, whichever flow
 * gives it, leads to the registry page. A wing's refusals bring their own (its flow.ts).
 */
const NEXT_STEPS: Readonly<Record<string, RefusalNextStep>> = {
  LINE_UNREGISTERED: { labelId: 'line_registry.status.register', route: MANAGE_ROUTES.lineRegistry },
  ...Object.fromEntries(
    (typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
      ? __SENDA_FLOW_ERROR_CODES__
      : wingParts().errorCodes
    ).flatMap(({ code, nextStep }) => (nextStep ? [[code, nextStep] as const] : [])),
  ),
};

export const refusalNextStep = (refusal: string | null): RefusalNextStep | null =>
  (refusal !== null && Object.hasOwn(NEXT_STEPS, refusal) ? NEXT_STEPS[refusal] : undefined) ?? null;
