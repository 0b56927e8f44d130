import * as v from 'valibot';
import { CHANNELS } from '../../config/constants.ts';
import { CurpSchema, curpBirthDate } from '../../validation/curp.ts';
import { StoreIdSchema } from '../../validation/retail-store-id.ts';
import { CalendarDateStringSchema, MoneySchema } from '../common.schema.ts';
import { PostalAddressSchema } from '../delivery/postal-address.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import {
  DeliveryTypeSchema,
  NumberTypeSchema,
  OrderStatusSchema,
  OrderTypeSchema,
  PlanTypeSchema,
  SimTypeSchema,
} from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { PhoneNumberSchema } from '../numbers/phone-number.schema.ts';
import { OrderItemRequestSchema, PromoCodeRequestSchema } from './order-item.schema.ts';

/** POST create order, with credentials. Never retried by the client: a second POST is a second order. */
export const createOrderEndpoint = defineEndpoint({
  name: 'createOrder',
  method: 'POST',
  path: 'order-service/v3/orders',
  credentials: true,
  response: resultEnvelope(
    v.object({
      order_ref: v.pipe(v.string(), v.minLength(1)),
      state: v.pipe(v.string(), v.minLength(1)),
      status: v.optional(OrderStatusSchema),
      payment_due: v.optional(MoneySchema),
    }),
  ),
});
export type CreatedOrder = v.InferOutput<typeof createOrderEndpoint.response>['result'];

/**
 * The buyer as the order records them (Profile fields; identity documents go through eKYC),
 * and their CURP, which the line is registered to (Mexico's Padrón de Telefonía Móvil, 2026): a
 * valid one, born on the dob. Optional in the contract, as other countries' gateways have none;
 * this storefront always sends it.
 */
export const OrderCustomerSchema = v.pipe(
  v.object({
    firstName: v.pipe(v.string(), v.minLength(1)),
    middleName: v.optional(v.string(), ''),
    lastName: v.pipe(v.string(), v.minLength(1)),
    dob: CalendarDateStringSchema,
    /** Absent for an eSIM with a new number: nothing is delivered and the e-mail is the contact. */
    contactNumber: v.optional(PhoneNumberSchema),
    email: v.pipe(v.string(), v.minLength(1)),
    nationality: v.optional(v.string(), ''),
    curp: v.optional(CurpSchema),
  }),
  v.check(
    (customer) => customer.curp === undefined || curpBirthDate(customer.curp) === customer.dob,
    'the CURP’s birth date is not the dob',
  ),
);
export type OrderCustomer = v.InferOutput<typeof OrderCustomerSchema>;

export const OrderDeliveryRequestSchema = v.object({
  method: DeliveryTypeSchema,
  address: v.optional(PostalAddressSchema),
  slotId: v.optional(v.pipe(v.string(), v.minLength(1))),
  pickupLocationId: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type OrderDeliveryRequest = v.InferInput<typeof OrderDeliveryRequestSchema>;

export const PortInRequestSchema = v.object({
  number: PhoneNumberSchema,
  donor: v.pipe(v.string(), v.minLength(1)),
  /** The request id of the port-in OTP the customer validated. */
  requestId: v.pipe(v.string(), v.minLength(1)),
});
export type PortInRequest = v.InferOutput<typeof PortInRequestSchema>;

/**
 * Automatic renewal agreed to on the order summary (the spec's autoRenewalConfig): the
 * customer's tick (LFPC art. 76 Bis: express consent, never assumed) and the terms it was given
 * to, the plan's price and period. The line renews on the card that pays the order.
 */
export const PurchaseAutoRenewalSchema = v.object({
  consent: v.literal(true),
  amount: MoneySchema,
  frequencyDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PurchaseAutoRenewal = v.InferOutput<typeof PurchaseAutoRenewalSchema>;

/**
 * The order as the app submits it. The cross-field rules say what each choice needs: a new
 * number needs the locked number, a transfer its port-in request; doorstep delivery needs an
 * address and, for a physical SIM, a slot; self pickup needs a location.
 */
export const CreateOrderBodySchema = v.pipe(
  v.object({
    orderType: OrderTypeSchema,
    channel: v.picklist(CHANNELS),
    /** The store a retail sale is made in (the assistant's retail onboarding); web sales have none. */
    retailStoreId: v.optional(StoreIdSchema),
    productType: PlanTypeSchema,
    simType: SimTypeSchema,
    numberType: NumberTypeSchema,
    items: v.pipe(v.array(OrderItemRequestSchema), v.minLength(1)),
    promoCodes: v.optional(v.array(PromoCodeRequestSchema), []),
    selectedNumber: v.optional(PhoneNumberSchema),
    portIn: v.optional(PortInRequestSchema),
    customer: OrderCustomerSchema,
    /**
     * Asked with the delivery address: an eSIM that ships nothing has none (a CFDI asks its own
     * fiscal postal code when the customer wants one).
     */
    billingAddress: v.optional(PostalAddressSchema),
    delivery: v.optional(OrderDeliveryRequestSchema),
    autoRenewal: v.optional(PurchaseAutoRenewalSchema),
  }),
  v.check(
    (order) => (order.channel === 'retail') === (order.retailStoreId !== undefined),
    'a retail sale names its store (retailStoreId), a web sale none',
  ),
  v.check(
    (order) => order.numberType !== 'NEW' || order.selectedNumber !== undefined,
    'a new number needs selectedNumber',
  ),
  v.check((order) => order.numberType !== 'PORT_IN' || order.portIn !== undefined, 'a transfer needs portIn'),
  v.check(
    (order) => order.simType === 'esim' || order.delivery !== undefined,
    'a physical SIM needs a delivery',
  ),
  v.check(
    (order) => order.delivery === undefined || order.billingAddress !== undefined,
    'an order delivered needs its billingAddress',
  ),
  v.check(
    (order) => order.delivery?.method !== 'DOORSTEP_DELIVERY' || order.delivery.address !== undefined,
    'doorstep delivery needs an address',
  ),
  v.check(
    (order) => order.delivery?.method !== 'SELF_PICKUP' || order.delivery.pickupLocationId !== undefined,
    'self pickup needs a pickupLocationId',
  ),
);
export type CreateOrderBody = v.InferInput<typeof CreateOrderBodySchema>;

/**
 * Checks the body before sending: an order the gateway would refuse for a missing field is a
 * bug in the flow, better caught here with the field named than as a 422 after a round trip.
 */
export async function createOrder(client: GatewayClient, input: CreateOrderBody): Promise<CreatedOrder> {
  const body = v.parse(CreateOrderBodySchema, input);
  const answer = await client.call(createOrderEndpoint, { json: body });
  return answer.result;
}
