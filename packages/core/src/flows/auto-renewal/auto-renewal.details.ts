import type { AutoRenewalSpecification } from '../../gateway/auto-renewal/index.ts';
import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { lineRemedyPage } from '../../navigation/line-remedy-pages.ts';
import { managePath } from '../../navigation/order-paths.ts';
import {
  autoRenewalEligibility,
  autoRenewalRefusalMessageId,
  renewalCardLabel,
  renewalNoticeDate,
} from './auto-renewal.rules.ts';
import { AUTO_RENEWAL_ROUTES } from './routes.ts';

/** Why an automatic charge failed, as the customer reads it. */
const FAILURE_MESSAGES: Readonly<Record<string, MessageId>> = {
  CARD_DECLINED: 'auto_renewal.failed.reason.declined',
  INSUFFICIENT_FUNDS: 'auto_renewal.failed.reason.insufficient_funds',
  CARD_EXPIRED: 'auto_renewal.failed.reason.expired',
};

export interface AutoRenewalDetailsView {
  on: boolean;
  card: { brand: string; last4: string } | null;
  /** Each renewal's amount (MXN, IVA included) and how often. */
  amount: number;
  frequencyDays: number;
  /**
   * When the line renews by itself next: the renewal date, or once that was missed, the next try of
   * the failed charge (null when none is left); never a date already gone by.
   */
  nextRenewalDate: string | null;
  /** A renewal voucher or SPEI reference already out: it pays the period, so no other way is offered. */
  pendingCash: PendingCash | null;
  /** When the LFPC notice of the next automatic renewal is sent (only while it is on). */
  noticeDate: string | null;
  /** That notice is out already (the date has passed): said in the past tense. */
  noticeSent: boolean;
  noticeDays: number;
  /** A failed automatic charge: retried (attempts made of how many, the next one) or given up. */
  failed: {
    attempts: number;
    of: number;
    nextAttemptAt: string | null;
    dueAt: string;
    reasonId: MessageId;
  } | null;
  /** The last renewal paid (automatically or by hand), for "last charged". */
  lastPaid: { at: string; amount: number } | null;
  /** What the page offers: turning on (its form), turning off, or why neither. */
  turnOnPath: string | null;
  canTurnOff: boolean;
  refusalId: MessageId | null;
  /** Renew now: paying another way (another card, OXXO, SPEI) when the line missed its renewal. */
  renewNowPath: string | null;
}

type PendingCash = Pick<NonNullable<Line['pendingPayment']>, 'method' | 'reference' | 'expiresAt'>;

/** The details page (/manage/auto-renewal-details) for a line's specifications. */
export function autoRenewalDetailsView(
  spec: AutoRenewalSpecification,
  orderRef: string,
  now: number,
  /** The line's renewal voucher or transfer still to pay (the line's `pendingPayment`), if any. */
  pendingCash: PendingCash | null = null,
): AutoRenewalDetailsView {
  const on = autoRenewalEligibility(spec, 'on');
  const noticeDate = spec.enabled && spec.firstPayment.when !== 'ALWAYS' ? renewalNoticeDate(spec) : null;
  const lastPaid = spec.charges.find((charge) => charge.outcome === 'PAID');
  const lapsed = spec.firstPayment.when === 'ALWAYS';
  return {
    on: spec.enabled,
    card: renewalCardLabel(spec.card),
    amount: spec.amount.amount,
    frequencyDays: spec.frequencyDays,
    nextRenewalDate:
      spec.nextRenewalDate !== null && Date.parse(spec.nextRenewalDate) <= now
        ? (spec.failedRenewal?.nextAttemptAt ?? null)
        : spec.nextRenewalDate,
    pendingCash: pendingCash
      ? { method: pendingCash.method, reference: pendingCash.reference, expiresAt: pendingCash.expiresAt }
      : null,
    noticeDate,
    noticeSent: noticeDate !== null && Date.parse(noticeDate) <= now,
    noticeDays: spec.noticeDays,
    failed: spec.failedRenewal
      ? {
          attempts: spec.failedRenewal.attempts,
          of: spec.retry.attempts,
          nextAttemptAt: spec.failedRenewal.nextAttemptAt,
          dueAt: spec.failedRenewal.dueAt,
          reasonId: FAILURE_MESSAGES[spec.failedRenewal.reason] ?? 'auto_renewal.failed.reason.other',
        }
      : null,
    lastPaid: lastPaid ? { at: lastPaid.at, amount: lastPaid.amount.amount } : null,
    turnOnPath: on.eligible ? managePath(AUTO_RENEWAL_ROUTES.payment, orderRef) : null,
    canTurnOff: spec.enabled,
    refusalId: !on.eligible && on.reason !== 'ALREADY_ON' ? autoRenewalRefusalMessageId(on.reason) : null,
    // The page of the flow that pays a missed renewal by hand (renew now's, which says whether
    // the line may renew).
    renewNowPath: lapsed && !pendingCash ? missedRenewalPath(orderRef) : null,
  };
}

/** The page that answers a missed renewal for this line, or null when no flow of this build does. */
export function missedRenewalPath(orderRef: string): string | null {
  const page = lineRemedyPage('renewal_missed');
  return page ? managePath(page.path, orderRef) : null;
}
