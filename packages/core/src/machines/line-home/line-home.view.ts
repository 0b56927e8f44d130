import type { Line } from '../../gateway/lines/index.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { OrderLabel } from '../../orders/order-labels.ts';
import { formatNationalNumber } from '../../purchase/connection-details.rules.ts';
import { cardBrandDisplayName } from '../payment/card-brand-names.ts';
import { serviceRequestStatusLabel } from '../service-request-template/service-request.rules.ts';
import {
  type LineAction,
  type LineStatusExplanation,
  lineActions,
  lineStatusExplanation,
} from './line-home.rules.ts';

/** What the line's home (/manage/order) renders: every value ready to format, no rule left. */
export interface LineHomeView {
  orderRef: string;
  accountNumber: string;
  /** The number as Mexicans write it (55 1234 5678). */
  msisdn: string;
  plan: { name: string; price: number; validityDays: number; allowances: string[] };
  status: LineStatusExplanation & {
    /** Until when Grace keeps the service (the date the "what to do" sentence names), or null. */
    until: string | null;
  };
  /** The next renewal (an instant; shown in Mexico City time), or null before activation. */
  renewalDate: string | null;
  /** A lapsed line's renewal date is the one it missed, and says so. */
  renewalLabelId: MessageId;
  autoRenewal: { on: boolean; labelId: MessageId; card: { brand: string; last4: string } | null };
  simTypeId: MessageId;
  /** The transfer's state when the number was brought from another operator. */
  portIn: OrderLabel | null;
  actions: LineAction[];
}

/** Statuses reached by a missed renewal (Grace, then Suspend). */
const LAPSED: ReadonlySet<Line['status']> = new Set(['Grace', 'Suspend']);

export function lineHomeView(line: Line): LineHomeView {
  return {
    orderRef: line.orderRef,
    accountNumber: line.accountNumber,
    msisdn: formatNationalNumber(line.msisdn),
    plan: {
      name: line.plan.name,
      price: line.plan.price.amount,
      validityDays: line.plan.validityDays,
      allowances: line.plan.allowances.map((allowance) => allowance.label),
    },
    status: { ...lineStatusExplanation(line), until: line.graceEndsAt ?? null },
    renewalDate: line.renewalDate,
    renewalLabelId: LAPSED.has(line.status) ? 'line_home.renewal.missed' : 'line_home.renewal',
    autoRenewal: {
      on: line.autoRenewal,
      labelId: line.autoRenewal ? 'line.auto_renewal.on' : 'line.auto_renewal.off',
      card:
        line.autoRenewal && line.renewalCard
          ? {
              // A brand this build does not know is shown as the gateway spells it.
              brand: cardBrandDisplayName(line.renewalCard.brand) ?? line.renewalCard.brand,
              last4: line.renewalCard.last4,
            }
          : null,
    },
    simTypeId: line.sim.type === 'esim' ? 'orders.sim_type.esim' : 'orders.sim_type.physical_sim',
    portIn: line.portIn ? serviceRequestStatusLabel(line.portIn.status) : null,
    actions: lineActions(line),
  };
}
