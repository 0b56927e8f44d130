import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Order, OrderSchema } from '../gateway/orders/order.schema.ts';
import { LINE } from '../gateway/test-support/line-fixture.ts';
import { onboardingDefaults } from '../stores/onboarding.store.ts';
import { emptyAddress } from '../stores/store-schemas.ts';
import { orderDeliveryFacts, orderPageFacts, orderSummaryFacts, paymentSuccessFacts } from './order-facts.ts';

const ADDRESS = {
  ...emptyAddress(),
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Colima',
  blockNumber: '123',
};
const SLOT = {
  slotId: 'MX-DOMICILIO-2025-01-17-AM',
  date: '2025-01-17',
  startTime: '09:00',
  endTime: '14:00',
};
const PICKUP = { id: 'STORE-1', name: 'Senda Reforma', address: ADDRESS };
const money = (amount: number) => ({ amount, currency: 'MXN' });

function order(extra: Record<string, unknown>): Order {
  return v.parse(OrderSchema, {
    order_ref: 'SND-1',
    order_type: 'SIM_ONLY',
    state: 'PAY',
    status: 'CREATED',
    created_at: '2025-01-15T16:00:00.000Z',
    items: [],
    subtotal: money(0),
    tax: money(0),
    total: money(0),
    payment_due: money(0),
    ...extra,
  });
}

describe('orderSummaryFacts', () => {
  it('a new number written 55 1234 5678, the SIM, the doorstep address and slot', () => {
    const facts = orderSummaryFacts({
      ...onboardingDefaults(),
      selectedNumberType: 'NEW',
      selectedNumber: '5512345678',
      selectedSimType: 'physical_sim',
      selectedDeliveryMethod: {
        type: 'DOORSTEP_DELIVERY',
        name: 'A domicilio',
        description: '',
        fee: money(0),
        enabled: true,
      },
      selectedDeliverySlot: { ...SLOT, available: true },
      deliveryAddressDetails: ADDRESS,
    });
    expect(facts).toEqual([
      { key: 'number', labelId: 'order_facts.number', value: { kind: 'phone', number: '55 1234 5678' } },
      {
        key: 'sim',
        labelId: 'order_facts.sim_type',
        value: { kind: 'message', messageId: 'orders.sim_type.physical_sim' },
      },
      {
        key: 'address',
        labelId: 'order_facts.delivery_address',
        value: { kind: 'lines', lines: ['Colima 123', 'Roma Norte, Cuauhtémoc', '06700 Ciudad de México'] },
      },
      {
        key: 'slot',
        labelId: 'order_facts.delivery_slot',
        value: { kind: 'slot', slot: { ...SLOT, available: true } },
      },
    ]);
  });

  it('a transferred number with its donor, an eSIM: no delivery', () => {
    const facts = orderSummaryFacts({
      ...onboardingDefaults(),
      selectedNumberType: 'PORT_IN',
      selectedNumber: '5599999999',
      currentTelcoNumber: '3312345678',
      selectedTelcoDonor: { id: 'telcel', name: 'Telcel', requestId: 'PI-REQ-1' },
      selectedSimType: 'esim',
    });
    expect(facts.map((fact) => fact.key)).toEqual(['number', 'sim']);
    expect(facts[0]).toEqual({
      key: 'number',
      labelId: 'order_facts.transfer_number',
      value: {
        kind: 'message',
        messageId: 'order_facts.transfer_from',
        values: { donor: 'Telcel' },
        phones: { number: '33 1234 5678' },
      },
    });
  });

  it('pick-up: the store and its address, no slot', () => {
    const facts = orderSummaryFacts({
      ...onboardingDefaults(),
      selectedSimType: 'physical_sim',
      selectedDeliveryMethod: {
        type: 'SELF_PICKUP',
        name: 'En tienda',
        description: '',
        fee: money(0),
        enabled: true,
      },
      selectedSelfPickUpAddress: { ...PICKUP, openingHours: [] },
    });
    expect(facts.at(-1)).toEqual({
      key: 'pickup',
      labelId: 'order_facts.pickup',
      value: {
        kind: 'lines',
        lines: ['Senda Reforma', 'Colima 123', 'Roma Norte, Cuauhtémoc', '06700 Ciudad de México'],
      },
    });
  });
});

describe('orderPageFacts', () => {
  it('an unpaid transfer: the number formatted, the transfer starting once paid, the delivery day', () => {
    const facts = orderPageFacts(
      order({
        number_type: 'PORT_IN',
        msisdn: '8112345678',
        sim_type: 'physical_sim',
        delivery: { method: 'DOORSTEP_DELIVERY', address: ADDRESS, slotId: SLOT.slotId, slot: SLOT },
      }),
    );
    expect(facts.map((fact) => [fact.key, fact.value.kind])).toEqual([
      ['number', 'phone'],
      ['transfer', 'message'],
      ['sim', 'message'],
      ['slot', 'slot'],
      ['address', 'lines'],
    ]);
    expect(facts[0]?.value).toEqual({ kind: 'phone', number: '81 1234 5678' });
  });

  it("a paid transfer shows its line's transfer state", () => {
    const facts = orderPageFacts(
      order({
        number_type: 'PORT_IN',
        msisdn: LINE.msisdn,
        line: { ...LINE, portIn: { requestId: 'PI-1', status: 'DONE' } },
      }),
    );
    expect(facts.find((fact) => fact.key === 'transfer')?.value).toEqual({
      kind: 'status',
      label: { messageId: 'service_request.status.done', tone: 'success' },
    });
  });

  it('delivery facts: none for an eSIM order', () => {
    expect(orderDeliveryFacts(order({ sim_type: 'esim' }))).toEqual([]);
  });

  it('a delivery the courier failed names its window as the failed attempt, not a delivery day to come', () => {
    const delivery = { method: 'DOORSTEP_DELIVERY', address: ADDRESS, slotId: SLOT.slotId, slot: SLOT };
    const slotLabel = (status?: string) =>
      orderDeliveryFacts(order({ delivery: { ...delivery, ...(status ? { status } : {}) } })).find(
        (fact) => fact.key === 'slot',
      )?.labelId;
    expect(slotLabel('DELIVERY_FAILED')).toBe('order_facts.delivery_failed_slot');
    expect(slotLabel('ON_ITS_WAY')).toBe('order_facts.delivery_slot');
  });
});

describe('paymentSuccessFacts', () => {
  it('the reference alone while the order is being read', () => {
    expect(paymentSuccessFacts('SND-1', undefined)).toEqual([
      { key: 'ref', labelId: 'payment_success.order_ref', value: { kind: 'text', text: 'SND-1' } },
    ]);
  });

  it('a paid physical SIM: the new number, the total, and the delivery day and address', () => {
    const facts = paymentSuccessFacts(
      'SND-1',
      order({
        number_type: 'NEW',
        msisdn: '5512345678',
        sim_type: 'physical_sim',
        total: money(299),
        delivery: { method: 'DOORSTEP_DELIVERY', address: ADDRESS, slotId: SLOT.slotId, slot: SLOT },
      }),
    );
    expect(facts.map((fact) => [fact.key, fact.labelId])).toEqual([
      ['ref', 'payment_success.order_ref'],
      ['number', 'payment_success.new_number'],
      ['total', 'payment_success.total_paid'],
      ['slot', 'order_facts.delivery_slot'],
      ['address', 'order_facts.delivery_address'],
    ]);
    expect(facts[1]?.value).toEqual({ kind: 'phone', number: '55 1234 5678' });
    expect(facts[2]?.value).toEqual({ kind: 'money', amount: 299 });
  });

  it('a transfer is labelled as the number being transferred', () => {
    const facts = paymentSuccessFacts('SND-1', order({ number_type: 'PORT_IN', msisdn: '5512345678' }));
    expect(facts.find((fact) => fact.key === 'number')?.labelId).toBe('payment_success.transfer_number');
  });
});
