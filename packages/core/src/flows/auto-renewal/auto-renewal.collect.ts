import { assign, setup } from 'xstate';
import {
  checkJourneyData,
  type JourneyData,
  type JourneyEvent,
  type JourneyOutcome,
  NO_STEP_SCHEMAS,
  withStepData,
} from '../../journey/index.ts';
import {
  type CollectInput,
  collectChild,
  type ServiceRequestCollector,
} from '../../machines/service-request-template/index.ts';
import { AUTO_RENEWAL_TERMS_STEP, readAutoRenewalTerms } from './auto-renewal.rules.ts';

interface TermsContext {
  current: typeof AUTO_RENEWAL_TERMS_STEP;
  journeyData: JourneyData;
  /** Continue was pressed with something missing: the form says what, from then on. */
  checksShown: boolean;
}

/**
 * The turn-on form (/manage/auto-renewal-payment): the card (a saved one or a new one) and the
 * consent box, which the customer ticks themselves (LFPC art. 76 Bis: never ticked for them).
 * UPDATE_DATA keeps what is chosen; NEXT goes on only when the card is chosen and the box ticked
 * (readAutoRenewalTerms), and the template shows the terms for review before anything is sent.
 */
const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as JourneyEvent,
    input: {} as CollectInput,
    output: {} as JourneyOutcome,
  },
  guards: {
    termsAgreed: ({ context, event }) => {
      const data =
        event.type === 'NEXT'
          ? withStepData(context.journeyData, AUTO_RENEWAL_TERMS_STEP, event.data, NO_STEP_SCHEMAS)
          : context.journeyData;
      return readAutoRenewalTerms(data[AUTO_RENEWAL_TERMS_STEP]) !== null;
    },
  },
  actions: {
    keep: assign(({ context, event }) => ({
      journeyData:
        event.type === 'NEXT' || event.type === 'UPDATE_DATA'
          ? withStepData(context.journeyData, AUTO_RENEWAL_TERMS_STEP, event.data, NO_STEP_SCHEMAS)
          : context.journeyData,
    })),
    showChecks: assign({ checksShown: true }),
  },
}).createMachine({
  id: 'autoRenewalTerms',
  context: ({ input }) => ({
    current: AUTO_RENEWAL_TERMS_STEP,
    journeyData: checkJourneyData(input.journeyData, NO_STEP_SCHEMAS),
    checksShown: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        UPDATE_DATA: { actions: 'keep' },
        NEXT: [
          { guard: 'termsAgreed', target: 'agreed', actions: 'keep' },
          { actions: ['keep', 'showChecks'] },
        ],
      },
    },
    agreed: { type: 'final' },
  },
  output: () => ({ kind: 'final', step: AUTO_RENEWAL_TERMS_STEP }),
});

export function autoRenewalTermsCollector(): ServiceRequestCollector {
  return {
    logic: collectChild(termsMachine),
    submitOn: [AUTO_RENEWAL_TERMS_STEP],
    journey: null,
    journeyMachine: null,
  };
}
