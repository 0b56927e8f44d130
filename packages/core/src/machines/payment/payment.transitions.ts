/** Pieces of transitions the card payment's states share (payment.machine.ts, payment.request-states.ts). */
import type { CardEntryOutput } from './card-entry/card-entry.types.ts';
import type { PaymentContext, PaymentOrderSnapshot } from './payment.types.ts';
import type { SettlementOutput } from './settlement/settlement.types.ts';

/** The order as a loadOrder answer carries it, for the guards and actions that read it. */
export const readOrderOutput = ({ event }: { event: { output: PaymentOrderSnapshot } }) => ({
  order: event.output,
});

/**
 * What a read of the order settles before anything is paid, on the first read and on the re-read
 * after a refused payment alike: CAN/OFL close it, nothing due means it is paid already.
 */
export const ORDER_CLOSED_OR_PAID = [
  {
    guard: { type: 'isOrderClosed', params: readOrderOutput },
    target: 'closed',
    actions: { type: 'closeOrder', params: readOrderOutput },
  },
  {
    guard: { type: 'hasNothingDue', params: readOrderOutput },
    target: 'succeeded',
    actions: [{ type: 'readOrder', params: readOrderOutput }, 'markAlreadyPaid'],
  },
] as const;

/** Paying with the saved card: nothing to keep, its brand and last four recorded for display. */
export const PAY_WITH_SAVED_CARD_ACTIONS = [
  'payWithSavedCard',
  {
    type: 'recordCard',
    params: ({ context }: { context: PaymentContext }) => ({
      brand: context.savedCard?.brand ?? '',
      last4: context.savedCard?.last4 ?? '',
    }),
  },
] as const;

/** The card entry's answer, for the actions that read it. */
export const readCardEntry = ({ event }: { event: { output: CardEntryOutput } }) => ({ entry: event.output });
/** Settlement's answer, for the actions that read it. */
export const readSettlement = ({ event }: { event: { output: SettlementOutput } }) => ({
  settled: event.output,
});
