import {
  type RescheduleDetails,
  type ReschedulePayment,
  reschedulePaymentEndpoint,
  SubmitRescheduleBodySchema,
  submitRescheduleEndpoint,
  validateRescheduleEndpoint,
} from '@senda/core/flows/reschedule-delivery';
import { PostalAddressSchema, STEP_UP_HEADER } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { DOORSTEP_SLOT_CALENDAR, deliveryWindowOf } from '../../domain/delivery.ts';
import { fail } from '../../domain/failures.ts';
import { CURRENCY } from '../../domain/orders.ts';
import type { RescheduleRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const mxn = (amount: number) => ({ amount, currency: CURRENCY });
/** A stored address as the contract shapes it (every the spec's field, '' when the order has none). */
const address = (fields: Record<string, string> | undefined) =>
  v.parse(PostalAddressSchema, {
    ...fields,
    postalCode: fields?.postalCode ?? '',
    country: fields?.country ?? 'MX',
  });

/** A reschedule as shipment reschedule v1 and validate answer it. */
function detailsView(state: SandboxState, record: RescheduleRecord): RescheduleDetails {
  const order = state.orders.find(record.orderRef);
  const fees = state.rescheduleDelivery.fees(record);
  return {
    rescheduleId: record.rescheduleId,
    orderRef: record.orderRef,
    deliveryAddress: address(order?.delivery?.address ?? order?.billingAddress),
    billingAddress: address(order?.billingAddress),
    failedAt: iso(order?.delivery?.failedAt ?? record.createdAt),
    expiresAt: iso(record.expiresAt),
    fees: { DOORSTEP_DELIVERY: mxn(fees.DOORSTEP_DELIVERY), SELF_PICKUP: mxn(fees.SELF_PICKUP) },
    slotCalendarId: DOORSTEP_SLOT_CALENDAR,
  };
}

/** Where the reschedule stands, as its payment read and the v2 submit answer it. */
function paymentView(state: SandboxState, record: RescheduleRecord): ReschedulePayment {
  const order = record.feeOrderRef ? state.orders.find(record.feeOrderRef) : undefined;
  const window = record.delivery?.slotId ? deliveryWindowOf(record.delivery.slotId) : undefined;
  return {
    rescheduleId: record.rescheduleId,
    status: record.status === 'DONE' ? 'DONE' : record.status === 'WAITING' ? 'WAITING' : 'SUBMITTED',
    payment:
      order && record.fee !== undefined
        ? { orderRef: order.orderRef, amount: mxn(record.fee), paid: !state.orders.isPayable(order) }
        : null,
    delivery: record.delivery
      ? {
          method: record.delivery.method,
          ...(record.delivery.slotId ? { slotId: record.delivery.slotId } : {}),
          ...(window ?? {}),
          ...(record.delivery.pickupLocationId ? { pickupLocationId: record.delivery.pickupLocationId } : {}),
        }
      : null,
  };
}

export function rescheduleDeliveryHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const reschedules = state.rescheduleDelivery;
  return [
    gatewayRoute(
      ctx,
      validateRescheduleEndpoint,
      ({ query, user, requester }) => {
        const code = query.get('verificationCode') ?? '';
        if (!/^[A-Za-z0-9]{6,32}$/.test(code)) fail('badRequest', { reason: 'VERIFICATION_CODE_REQUIRED' });
        const validation = reschedules.validateFrom(code, requester);
        if (!validation.valid) return validation;
        const accessToken = reschedules.sessionFor(validation.record, user?.id);
        return {
          valid: true,
          reschedule: detailsView(state, validation.record),
          ...(accessToken ? { accessToken } : {}),
        };
      },
      { auth: 'optional' },
    ),
    gatewayRoute(ctx, submitRescheduleEndpoint, async ({ user, request, params }) => {
      const body = await readBody(request, SubmitRescheduleBodySchema);
      const proof = request.headers.get(STEP_UP_HEADER);
      return paymentView(state, reschedules.submit(user, params.rescheduleId ?? '', body, proof));
    }),
    gatewayRoute(ctx, reschedulePaymentEndpoint, ({ user, params }) =>
      paymentView(state, reschedules.get(params.rescheduleId ?? '', user.id)),
    ),
  ];
}
