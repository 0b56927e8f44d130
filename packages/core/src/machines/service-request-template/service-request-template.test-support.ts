import { setup } from 'xstate';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from './service-request-template.types.ts';

/**
 * A stand-in for the payment flow with the template's payment contract: it waits for the card
 * (a PAYMENT-wrapped PAY event) and ends with the outcome the test gives, each attempt the next
 * one (the last repeats); `paid` receives every attempt's input. For tests only.
 */
export function fakePaymentChild(
  paid: ServiceRequestPaymentInput[],
  outcomes: ServiceRequestPaymentOutput[],
) {
  let attempt = 0;
  return setup({
    types: {
      input: {} as ServiceRequestPaymentInput,
      context: {} as { outcome: ServiceRequestPaymentOutput },
      events: {} as { type: 'PAY' },
      output: {} as ServiceRequestPaymentOutput,
    },
  }).createMachine({
    context: ({ input }) => {
      paid.push(input);
      const outcome = outcomes[Math.min(attempt, outcomes.length - 1)] ?? { outcome: 'paid' };
      attempt += 1;
      return { outcome };
    },
    initial: 'card',
    states: { card: { on: { PAY: 'done' } }, done: { type: 'final' } },
    output: ({ context }) => context.outcome,
  });
}
