import {
  activateSimEndpoint,
  CreateOrderBodySchema,
  cancelOrderEndpoint,
  createOrderEndpoint,
  esimDetailsEndpoint,
  getOrderEndpoint,
  manageOrderListEndpoint,
  OrderPreviewBodySchema,
  orderPreviewEndpoint,
  simInstallationDetailsEndpoint,
  UpdateSimInstallationDetailsBodySchema,
  updateSimInstallationDetailsEndpoint,
  userOrdersEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { ivaIncluded } from '../data/catalogue.ts';
import { itemNameIn } from '../data/item-names.ts';
import { PICKUP_LOCATIONS } from '../data/places.ts';
import { deliveryStatus, deliveryWindowOf, windowStillOffered } from '../domain/delivery.ts';
import { fail } from '../domain/failures.ts';
import type { SandboxLanguage } from '../domain/language.ts';
import { activationCode } from '../domain/lines.ts';
import type { OrderPreview } from '../domain/orders.ts';
import { CURRENCY } from '../domain/orders.ts';
import { checkRecaptchaToken, MANAGE_ORDER_ACTION } from '../domain/recaptcha.ts';
import type { LineRecord, OrderRecord, PricedItem, PromoResult } from '../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';
import { pickupLocationView } from './delivery.handlers.ts';
import { EMPTY_BODY, gatewayRoute, readBody } from './gateway-route.ts';
import { invoiceView } from './invoices.handlers.ts';
import { lineView } from './lines.handlers.ts';
import type { SandboxContext } from './sandbox-context.ts';

const money = (amount: number) => ({ amount, currency: CURRENCY });
const round = (value: number) => Math.round(value * 100) / 100;

function itemView(item: PricedItem, lang: SandboxLanguage) {
  return {
    itemType: item.itemType,
    sku: item.sku,
    name: itemNameIn(item, lang),
    cost: money(item.amount),
    quantity: item.quantity,
  };
}

function promoView(promo: PromoResult) {
  return {
    promo_code: promo.code,
    status: promo.status,
    ...(promo.reason ? { reason: promo.reason } : {}),
    ...(promo.status === 'APPLIED' ? { discount: money(promo.discount) } : {}),
  };
}

/** Totals as core reads them: total charged, the IVA inside it, subtotal = total − tax. */
function totals(total: number, tax: number, discount: number) {
  return {
    subtotal: money(round(total - tax)),
    tax: money(tax),
    ...(discount > 0 ? { discount: money(discount) } : {}),
    total: money(total),
  };
}

export function previewView(preview: OrderPreview, lang: SandboxLanguage) {
  return {
    items: preview.items.map((item) => itemView(item, lang)),
    ...totals(preview.total, preview.tax, preview.discount),
    promoCodes: preview.promoCodes.map(promoView),
  };
}

export function orderSummaryView(order: OrderRecord) {
  return {
    order_ref: order.orderRef,
    order_type: order.orderType,
    state: order.state,
    status: order.status,
    product_label: order.productLabel ?? null,
    created_at: new Date(order.createdAt).toISOString(),
    source_channel: order.sourceChannel ?? 'web',
    channel: order.channel ?? 'web',
    ...(order.retailStoreId ? { retail_store_id: order.retailStoreId } : {}),
  };
}

/** Read leniently: a missing captcha token is RECAPTCHA_REQUIRED, not a bare 400. */
const LenientManageOrderBodySchema = v.optional(v.object({ re_captcha_token: v.optional(v.string()) }));

/** Read leniently: a malformed ICCID answers INVALID_ICCID from the domain, not a bare 400. */
const ActivateSimRequestSchema = v.object({ iccid: v.string() });

function installationView(line: LineRecord) {
  return {
    orderId: line.orderRef,
    simType: line.simType,
    installationStatus: line.installedAt === undefined ? 'NOT_INSTALLED' : 'INSTALLED',
    installedAt: line.installedAt === undefined ? null : new Date(line.installedAt).toISOString(),
  };
}

/** One order in full, with the line it became once paid. */
export function orderView(state: SandboxState, order: OrderRecord, lang: SandboxLanguage) {
  const line = state.lines.forOrder(order.orderRef);
  const paymentDue = state.orders.paymentDue(order);
  // A replacement physical SIM on its way is the SIM this order's line waits for: its delivery.
  const shipment = line ? state.flow('sim-replacement').shipment(line) : undefined;
  const delivery = shipment ?? order.delivery;
  const pickup = PICKUP_LOCATIONS.find((location) => location.id === delivery?.pickupLocationId);
  const slot = delivery?.slotId ? deliveryWindowOf(delivery.slotId) : undefined;
  const sim = shipment ? shipment.status : deliveryStatus(order, line, state.store.now());
  const reschedule =
    sim === 'DELIVERY_FAILED' ? state.rescheduleDelivery.latestForOrder(order.orderRef) : undefined;
  return {
    ...orderSummaryView(order),
    items: order.items.map((item) => itemView(item, lang)),
    ...totals(order.total, ivaIncluded(order.total), order.discount),
    payment_due: money(paymentDue),
    promoCodes: order.promoCodes.map(promoView),
    sim_type: order.simType,
    number_type: order.numberType,
    ...(order.msisdn ? { msisdn: order.msisdn } : {}),
    ...(delivery
      ? {
          delivery: {
            method: delivery.method,
            ...(!shipment && order.delivery?.address ? { address: order.delivery.address } : {}),
            ...(delivery.slotId ? { slotId: delivery.slotId } : {}),
            ...(slot ? { slot } : {}),
            ...(pickup ? { pickupLocation: pickupLocationView(pickup) } : {}),
            ...(sim ? { status: sim } : {}),
            ...(reschedule ? { rescheduleCode: reschedule.verificationCode } : {}),
          },
        }
      : {}),
    ...(line ? { line: lineView(state, line, lang) } : {}),
    ...paymentView(state, order),
    ...(order.invoice ? { invoice: invoiceView(order.invoice) } : {}),
  };
}

/** An order as its payment page reads it: nothing of the line, the number, the delivery or the card. */
function payableOrderView(state: SandboxState, order: OrderRecord, lang: SandboxLanguage) {
  return {
    ...orderSummaryView(order),
    items: order.items.map((item) => itemView(item, lang)),
    ...totals(order.total, ivaIncluded(order.total), order.discount),
    payment_due: money(state.orders.paymentDue(order)),
  };
}

/**
 * How a paid order was paid and when (the card's brand and last four, or OXXO / SPEI); none before.
 * A refund of it (termination.ts) goes back the way it was paid (cash by SPEI to the CLABE the
 * customer gave), and is said with its amount and date.
 */
export function paymentView(state: SandboxState, order: OrderRecord) {
  const payment = state.orders.paymentOf(order);
  if (!payment) return {};
  const { paidAt, ...method } = payment;
  const refund = state.store.data.refunds.find((candidate) => candidate.orderRef === order.orderRef);
  return {
    paid_at: new Date(paidAt).toISOString(),
    payment: method,
    ...(refund
      ? {
          refund: {
            amount: money(refund.amount),
            refunded_at: new Date(refund.at).toISOString(),
            // Cash cannot go back the way it came: its refund went by SPEI to the CLABE given.
            method: refund.toClabeLast4 ? { method: 'SPEI' as const } : method,
          },
        }
      : {}),
  };
}

export function ordersHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, orderPreviewEndpoint, async ({ request, user, lang }) => {
      const body = await readBody(request, OrderPreviewBodySchema);
      const preview = state.orders.preview(
        {
          items: body.items,
          promoCodes: body.promoCodes.map((promo) => promo.promo_code),
          simType: body.simType,
          deliveryMethod: body.deliveryMethod,
          numberType: body.numberType,
          channel: body.channel,
        },
        user,
      );
      return previewView(preview, lang);
    }),
    gatewayRoute(ctx, userOrdersEndpoint, ({ user }) => state.orders.listFor(user.id).map(orderSummaryView)),
    gatewayRoute(ctx, createOrderEndpoint, async ({ request, user, session }) => {
      const body = await readBody(request, CreateOrderBodySchema);
      // Delivery availability: the window chosen at the delivery step may have passed or filled since.
      const slotId = body.delivery?.slotId;
      if (slotId && windowStillOffered(slotId, state.store.now()) === false) {
        fail('deliverySlotNotAvailable', { slotId });
      }
      const order = state.orders.create(user, {
        // The session says where the buyer came from, not the body: a marketplace sale is told so.
        ...(session.sourceChannel ? { sourceChannel: session.sourceChannel } : {}),
        orderType: body.orderType,
        channel: body.channel,
        retailStoreId: body.retailStoreId,
        simType: body.simType,
        numberType: body.numberType,
        items: body.items,
        promoCodes: body.promoCodes.map((promo) => promo.promo_code),
        selectedNumber: body.selectedNumber,
        portIn: body.portIn,
        deliveryMethod: body.delivery?.method,
        delivery: body.delivery
          ? {
              method: body.delivery.method,
              address: body.delivery.address,
              slotId: body.delivery.slotId,
              pickupLocationId: body.delivery.pickupLocationId,
            }
          : undefined,
        customer: stringRecord(body.customer),
        billingAddress: body.billingAddress ? stringRecord(body.billingAddress) : undefined,
        autoRenewal: body.autoRenewal,
      });
      rememberCustomer(ctx, user.id, body.customer);
      return {
        order_ref: order.orderRef,
        state: order.state,
        status: order.status,
        payment_due: money(state.orders.paymentDue(order)),
      };
    }),
    gatewayRoute(ctx, getOrderEndpoint, ({ params, user, session, lang }) => {
      const order = state.orders.get(params.orderReference ?? '', user.id);
      // A link's session reads only the fee order it pays (link-scope.ts), and only what its
      // payment page needs: what is sold, what it costs, what is still due.
      return session.scope ? payableOrderView(state, order, lang) : orderView(state, order, lang);
    }),
    gatewayRoute(ctx, manageOrderListEndpoint, async ({ request, user }) => {
      // The token is checked as siteverify would (recaptcha.ts): a missing one is told apart.
      const body = await readBody(request, LenientManageOrderBodySchema);
      checkRecaptchaToken(body?.re_captcha_token, MANAGE_ORDER_ACTION);
      return state.orders
        .listFor(user.id)
        .map((order) => ({ order_ref: order.orderRef, product_label: order.productLabel ?? null }));
    }),
    gatewayRoute(
      ctx,
      cancelOrderEndpoint,
      ({ params, user }) => {
        const order = state.orders.cancel(params.orderRef ?? '', user.id);
        return { order_ref: order.orderRef, state: order.state };
      },
      { body: EMPTY_BODY },
    ),
    gatewayRoute(ctx, esimDetailsEndpoint, ({ params, user }) => {
      const line = state.lines.ofOrder(params.orderRef ?? '', user.id);
      if (!line.esim) fail('notFound', { reason: 'NOT_AN_ESIM' });
      return {
        orderRef: line.orderRef,
        iccid: line.iccid,
        smdpAddress: line.esim.smdpAddress,
        matchingId: line.esim.matchingId,
        activationCode: activationCode(line.esim),
        confirmationCodeRequired: false,
        installationStatus: installationView(line).installationStatus,
      };
    }),
    gatewayRoute(ctx, simInstallationDetailsEndpoint, ({ params, user }) =>
      installationView(state.lines.ofOrder(params.orderId ?? '', user.id)),
    ),
    gatewayRoute(ctx, updateSimInstallationDetailsEndpoint, async ({ params, request, user }) => {
      const line = state.lines.ofOrder(params.orderId ?? '', user.id);
      const body = await readBody(request, UpdateSimInstallationDetailsBodySchema);
      return installationView(state.lines.markEsimInstalled(line, body.method));
    }),
    gatewayRoute(ctx, activateSimEndpoint, async ({ params, request, user, lang }) => {
      const body = await readBody(request, ActivateSimRequestSchema);
      return lineView(state, state.orders.activateSim(params.orderRef ?? '', user.id, body.iccid), lang);
    }),
  ];
}

/** The first order fills an empty profile, as the operator's CRM would. */
function rememberCustomer(
  ctx: SandboxContext,
  userId: string,
  customer: { firstName: string; middleName: string; lastName: string; dob: string },
): void {
  const user = ctx.state.auth.user(userId);
  if (!user || user.firstName) return;
  ctx.state.auth.updateProfile(userId, {
    firstName: customer.firstName,
    lastName: customer.lastName,
    ...(customer.middleName ? { middleName: customer.middleName } : {}),
    dob: Date.parse(`${customer.dob}T00:00:00Z`),
  });
}

function stringRecord(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
