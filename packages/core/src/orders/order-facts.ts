import type { Order } from '../gateway/orders/order.schema.ts';
import { formatNationalNumber } from '../i18n/format-national-number.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { OnboardingState } from '../stores/onboarding.store.ts';
import type { Address } from '../stores/store-schemas.ts';
import { type OrderLabel, portInStatusLabel } from './order-labels.ts';
import { shipToLines } from './ship-to-lines.ts';

/** A delivery window: a Mexico City calendar day and its hours. */
export interface FactSlot {
  date: string;
  startTime: string;
  endTime: string;
}

/** One fact's value, ready to render: nothing left to decide, only to format. */
export type OrderFactValue =
  | { kind: 'text'; text: string }
  /** A phone number, grouped as it is read (55 1234 5678): the page keeps it on one line. */
  | { kind: 'phone'; number: string }
  /** `phones`: the values that are phone numbers (grouped), kept on one line within the sentence. */
  | {
      kind: 'message';
      messageId: MessageId;
      values?: Record<string, string>;
      phones?: Record<string, string>;
    }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'slot'; slot: FactSlot }
  | { kind: 'money'; amount: number }
  | { kind: 'status'; label: OrderLabel };

/** One label–value fact of an order: its number, SIM, delivery. */
export interface OrderFact {
  key: string;
  labelId: MessageId;
  value: OrderFactValue;
}

const simTypeFact = (simType: 'esim' | 'physical_sim'): OrderFact => ({
  key: 'sim',
  labelId: 'order_facts.sim_type',
  value: {
    kind: 'message',
    messageId: simType === 'esim' ? 'orders.sim_type.esim' : 'orders.sim_type.physical_sim',
  },
});

const pickupFact = (location: { name: string; address: Address }): OrderFact => ({
  key: 'pickup',
  labelId: 'order_facts.pickup',
  value: { kind: 'lines', lines: [location.name, ...shipToLines(location.address)] },
});

const addressFact = (address: Address): OrderFact[] => {
  const lines = shipToLines(address);
  return lines.length > 0
    ? [{ key: 'address', labelId: 'order_facts.delivery_address', value: { kind: 'lines', lines } }]
    : [];
};

/** The booked window; once the courier failed in it, it is named as the failed attempt it was. */
const slotFact = (slot: FactSlot, failed = false): OrderFact => ({
  key: 'slot',
  labelId: failed ? 'order_facts.delivery_failed_slot' : 'order_facts.delivery_slot',
  value: { kind: 'slot', slot },
});

type SummarySelection = Pick<
  OnboardingState,
  | 'selectedNumberType'
  | 'selectedNumber'
  | 'currentTelcoNumber'
  | 'selectedTelcoDonor'
  | 'selectedSimType'
  | 'selectedDeliveryMethod'
  | 'selectedDeliverySlot'
  | 'selectedSelfPickUpAddress'
  | 'deliveryAddressDetails'
>;

/**
 * The order summary's facts beside the prices: the number chosen, or the number being
 * transferred and from which operator, the SIM type, and for a physical SIM where and when it
 * arrives (the address and slot, or the pick-up store).
 */
export function orderSummaryFacts(selection: SummarySelection): OrderFact[] {
  const facts: OrderFact[] = [];
  if (selection.selectedNumberType === 'PORT_IN') {
    if (selection.currentTelcoNumber) {
      const number = formatNationalNumber(selection.currentTelcoNumber);
      facts.push({
        key: 'number',
        labelId: 'order_facts.transfer_number',
        value: selection.selectedTelcoDonor
          ? {
              kind: 'message',
              messageId: 'order_facts.transfer_from',
              values: { donor: selection.selectedTelcoDonor.name },
              phones: { number },
            }
          : { kind: 'phone', number },
      });
    }
  } else if (selection.selectedNumber) {
    facts.push({
      key: 'number',
      labelId: 'order_facts.number',
      value: { kind: 'phone', number: formatNationalNumber(selection.selectedNumber) },
    });
  }
  facts.push(simTypeFact(selection.selectedSimType));
  const method = selection.selectedDeliveryMethod?.type;
  if (selection.selectedSimType === 'physical_sim' && method === 'SELF_PICKUP') {
    if (selection.selectedSelfPickUpAddress) facts.push(pickupFact(selection.selectedSelfPickUpAddress));
  } else if (selection.selectedSimType === 'physical_sim' && method === 'DOORSTEP_DELIVERY') {
    facts.push(...addressFact(selection.deliveryAddressDetails));
    if (selection.selectedDeliverySlot) facts.push(slotFact(selection.selectedDeliverySlot));
  }
  return facts;
}

/**
 * The order page's facts, where the customer looks after buying: the number (the
 * transferred one with its transfer's state), the SIM type, and the delivery with its date or the
 * pick-up store.
 */
export function orderPageFacts(order: Order): OrderFact[] {
  const facts: OrderFact[] = [];
  const transfer = order.number_type === 'PORT_IN';
  if (order.msisdn) {
    facts.push({
      key: 'number',
      labelId: transfer ? 'order_facts.transfer_number' : 'order_facts.number',
      value: { kind: 'phone', number: formatNationalNumber(order.msisdn) },
    });
  }
  if (transfer) {
    const portIn = order.line?.portIn;
    facts.push({
      key: 'transfer',
      labelId: 'order_facts.transfer_status',
      value: portIn
        ? { kind: 'status', label: portInStatusLabel(portIn.status) }
        : // The transfer is requested once the order is paid and its line exists.
          { kind: 'message', messageId: 'order_facts.transfer_after_payment' },
    });
  }
  if (order.sim_type) facts.push(simTypeFact(order.sim_type));
  facts.push(...orderDeliveryFacts(order));
  return facts;
}

/**
 * When and where the order's SIM arrives: the delivery window and address, or the pick-up store.
 * The line's home shows these beside the line's own facts (its number, SIM and transfer).
 */
export function orderDeliveryFacts(order: Pick<Order, 'delivery'>): OrderFact[] {
  const delivery = order.delivery;
  if (delivery?.method === 'SELF_PICKUP') {
    return delivery.pickupLocation ? [pickupFact(delivery.pickupLocation)] : [];
  }
  if (delivery?.method !== 'DOORSTEP_DELIVERY') return [];
  return [
    ...(delivery.slot ? [slotFact(delivery.slot, delivery.status === 'DELIVERY_FAILED')] : []),
    ...(delivery.address ? addressFact(delivery.address) : []),
  ];
}

/**
 * The paid page's facts: the order's reference (known before the order is read), then the number
 * it gave or is transferring, the total paid and when and where its SIM arrives, once the order is
 * read. The card it was paid with is the payment's, not the order's, so the page adds it.
 */
export function paymentSuccessFacts(orderRef: string | undefined, order: Order | undefined): OrderFact[] {
  const facts: OrderFact[] = [];
  if (orderRef) {
    facts.push({ key: 'ref', labelId: 'payment_success.order_ref', value: { kind: 'text', text: orderRef } });
  }
  if (!order) return facts;
  if (order.msisdn) {
    facts.push({
      key: 'number',
      labelId:
        order.number_type === 'PORT_IN' ? 'payment_success.transfer_number' : 'payment_success.new_number',
      value: { kind: 'phone', number: formatNationalNumber(order.msisdn) },
    });
  }
  facts.push({
    key: 'total',
    labelId: 'payment_success.total_paid',
    value: { kind: 'money', amount: order.total.amount },
  });
  facts.push(...orderDeliveryFacts(order));
  return facts;
}
