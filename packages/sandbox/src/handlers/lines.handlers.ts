import {
  CurpLineEligibilityBodySchema,
  curpLineEligibilityEndpoint,
  multiLineUsersEndpoint,
} from '@senda/core/gateway';
import { MAX_LINES_PER_CURP } from '@senda/core/validation';
import type { HttpHandler } from 'msw';
import { findProduct } from '../data/catalogue.ts';
import { operatorName } from '../data/donors.ts';
import { itemNameIn } from '../data/item-names.ts';
import { wingViewOf } from '../domain/flow-services.ts';
import type { SandboxLanguage } from '../domain/language.ts';
import { registryAttemptsLeft } from '../domain/lines.ts';
import { CURRENCY } from '../domain/orders.ts';
import type { PortInProgress } from '../domain/port-in.ts';
import type { LineRecord } from '../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';
import { rewardView } from '../flows/termination/termination.handlers.ts';
import { benefitView } from './catalogue.handlers.ts';
import { gatewayRoute, readBody } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A line as core's LineSchema reads it, at the sandbox's present. */
export function lineView(state: SandboxState, line: LineRecord, lang: SandboxLanguage) {
  const { status, graceEndsAt } = state.lines.snapshot(line);
  const portIn = line.portInRequestId ? state.portIn.request(line.portInRequestId) : undefined;
  return {
    accountNumber: line.accountNumber,
    orderRef: line.orderRef,
    msisdn: line.msisdn,
    status,
    sim: {
      iccid: line.iccid,
      type: line.simType,
      activationStatus:
        line.activatedAt === undefined || line.simAwaitingActivation ? 'AWAITING_ACTIVATION' : 'ACTIVATED',
      installationStatus: line.installedAt === undefined ? 'NOT_INSTALLED' : 'INSTALLED',
      // Reported lost or stolen: blocked from the request on, until the new SIM takes over.
      blocked: line.simBlockedAt !== undefined,
    },
    plan: {
      sku: line.plan.sku,
      name: itemNameIn(line.plan, lang),
      price: { amount: line.plan.price, currency: CURRENCY },
      planType: 'prepaid',
      validityDays: line.plan.validityDays,
      allowances: (findProduct(line.plan.sku)?.benefits ?? []).map((benefit) => benefitView(benefit, lang)),
    },
    activationDate: line.activatedAt === undefined ? null : iso(line.activatedAt),
    // After a missed renewal this stays the date it was due.
    renewalDate: line.periodEndsAt === undefined ? null : iso(line.periodEndsAt),
    ...(graceEndsAt !== undefined ? { graceEndsAt: iso(graceEndsAt) } : {}),
    autoRenewal: line.autoRenewal,
    renewalCard: line.card
      ? {
          brand: line.card.brand,
          last4: line.card.last4,
          ...(line.card.expiryMonth !== undefined ? { expiryMonth: line.card.expiryMonth } : {}),
          ...(line.card.expiryYear !== undefined ? { expiryYear: line.card.expiryYear } : {}),
        }
      : null,
    // What the wings add (their own facts of the line), after its read applied what fell due.
    ...wingViewOf(state.wingViews.line, line),
    // A termination asked for and not withdrawn (termination.ts): when the line closes.
    ...(line.closesAt !== undefined ? { closesAt: iso(line.closesAt) } : {}),
    ...(line.portedOut
      ? { portedOut: { at: new Date(line.portedOut.at).toISOString(), recipient: line.portedOut.recipient } }
      : {}),
    // A port-out another operator asked for, still under way (domain/port-out.ts).
    ...(line.portOut
      ? {
          portOut: {
            recipient: operatorName(line.portOut.recipient, lang),
            completesAt: iso(line.portOut.completesAt),
          },
        }
      : {}),
    ...(portIn ? { portIn: transferView(state.portIn.progress(portIn), portIn.requestId, line) } : {}),
    rewards: state.termination.activeRewards(line).map(rewardView),
    ...registryView(line),
    ...pendingPaymentView(state, line),
    // Every payment for the line, newest first: its purchase, renewals (by hand or automatic), fees.
    orderHistory: state.orders.paidForLine(line).map((order) => ({
      orderRef: order.orderRef,
      paidAt: iso(order.paidAt ?? order.updatedAt),
    })),
  };
}

/** A voucher or transfer reference issued for the line and not paid yet: what, how much, by when. */
function pendingPaymentView(state: SandboxState, line: LineRecord) {
  const pending = state.cashPayments.pendingForLine(line.accountNumber);
  if (!pending) return {};
  return {
    pendingPayment: {
      orderRef: pending.orderRef,
      method: pending.method,
      reference: pending.reference,
      amount: { amount: pending.amount, currency: pending.currency },
      expiresAt: iso(pending.expiresAt),
    },
  };
}

/** The line's registration as the line data says it: the folio and date, or the checks left. */
function registryView(line: LineRecord) {
  const registry = line.registry;
  if (!registry) return {};
  return registry.status === 'REGISTERED'
    ? {
        registry: {
          status: registry.status,
          folio: registry.folio,
          registeredAt: iso(registry.registeredAt),
        },
      }
    : { registry: { status: registry.status, attemptsLeft: registryAttemptsLeft(line) } };
}

/**
 * The line's transfer with the temporary number the line works on meanwhile (and keeps when the
 * customer cancels it); once DONE the line has the transferred number only, and no temporary
 * number is reported.
 */
function transferView(progress: PortInProgress, requestId: string, line: LineRecord) {
  const temporary = line.temporaryMsisdn && progress.status !== 'DONE' ? line.temporaryMsisdn : undefined;
  return { ...portInView(progress, requestId), ...(temporary ? { temporaryNumber: temporary } : {}) };
}

/** The line's transfer: its status and, once requested, when the number switches. */
function portInView(progress: PortInProgress, requestId: string) {
  return {
    requestId,
    status: progress.status,
    ...(progress.scheduledSwitchAt !== undefined ? { switchAt: iso(progress.scheduledSwitchAt) } : {}),
  };
}

export function linesHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, multiLineUsersEndpoint, ({ user, lang }) => ({
      lines: state.lines.listFor(user.id).map((line) => lineView(state, line, lang)),
    })),
    // Yes or no and the limit, never the count or whose lines they are.
    gatewayRoute(ctx, curpLineEligibilityEndpoint, async ({ request }) => {
      const body = await readBody(request, CurpLineEligibilityBodySchema);
      return { eligible: state.lines.hasRoomForLine(body.curp), maxLines: MAX_LINES_PER_CURP };
    }),
  ];
}
