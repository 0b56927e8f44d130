import { wingParts } from '../../flow-declarations/flow-parts.ts';
import type { LineNotice } from '../../flow-declarations/flow-wing.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { lineRemedyPage } from '../../navigation/line-remedy-pages.ts';
import type { ManageRoute } from '../../navigation/routes.ts';

/** The page a refusal's sentence sends the customer to, as the refused page's main button. */
export interface RefusalNextStep {
  labelId: MessageId;
  /** A shared manage page, or a wing's own (its flow.ts names it with the refusal). */
  route: ManageRoute | `/manage/${string}`;
}

/** A refusal that says the line has a notice, and the notice: the flow that answers it lifts it. */
const REFUSED_FOR_NOTICE: Readonly<Record<string, LineNotice>> = {
  // A line suspended for the mobile line registry is lifted by registering it, not by a recharge.
  LINE_UNREGISTERED: 'unregistered',
};

/**
 * What lifts a refusal, where a page of ours does it: a refusal for a line's notice, whichever flow
 * gives it, leads to the page of the flow that answers the notice (its flow.ts `lineRemedies`); a
 * wing's own refusals bring theirs (its flow.ts `errorCodes`).
 */
const NEXT_STEPS: Readonly<Record<string, RefusalNextStep>> = {
  ...Object.fromEntries(
    Object.entries(REFUSED_FOR_NOTICE).flatMap(([code, notice]) => {
      const remedy = lineRemedyPage(notice);
      return remedy ? [[code, { labelId: remedy.labelId, route: remedy.path }] as const] : [];
    }),
  ),
  ...Object.fromEntries(
    (typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
      ? __SENDA_FLOW_ERROR_CODES__
      : wingParts().errorCodes
    ).flatMap(({ code, nextStep }) => (nextStep ? [[code, nextStep] as const] : [])),
  ),
};

export const refusalNextStep = (refusal: string | null): RefusalNextStep | null =>
  (refusal !== null && Object.hasOwn(NEXT_STEPS, refusal) ? NEXT_STEPS[refusal] : undefined) ?? null;
