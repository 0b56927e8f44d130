import * as v from 'valibot';
import type { AutoRenewalRefusal, AutoRenewalSpecification } from '../../gateway/auto-renewal/index.ts';
import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { cardBrandDisplayName } from '../../machines/payment/card-brand-names.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { AUTO_RENEWAL_LINE_ACTION } from './flow.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The step (of the turn-on form) its fields are kept under: the terms, the card and the consent. */
export const AUTO_RENEWAL_TERMS_STEP = 'terms';

/** The card choice that means "a new card", beside the saved cards' ids. */
export const NEW_CARD = 'NEW';

/** Why automatic renewal cannot be turned on (or off) for the line now. */
export type AutoRenewalFlowRefusal = AutoRenewalRefusal | 'ALREADY_ON' | 'ALREADY_OFF';

const REFUSAL_MESSAGES: Readonly<Record<AutoRenewalFlowRefusal, MessageId>> = {
  SIM_NOT_ACTIVATED: 'auto_renewal.refusal.sim_not_activated',
  LINE_INACTIVE: 'auto_renewal.refusal.line_inactive',
  LINE_CLOSING: 'auto_renewal.refusal.line_closing',
  ALREADY_ON: 'auto_renewal.refusal.already_on',
  ALREADY_OFF: 'auto_renewal.refusal.already_off',
};

export const autoRenewalRefusalMessageId = (reason: AutoRenewalFlowRefusal): MessageId =>
  REFUSAL_MESSAGES[reason];

/** Whether the line may turn automatic renewal on (`on`) or off (`off`) now, from its specifications. */
export function autoRenewalEligibility(
  spec: Pick<AutoRenewalSpecification, 'enabled' | 'refusal'>,
  mode: 'on' | 'off',
): { eligible: true } | { eligible: false; reason: AutoRenewalFlowRefusal } {
  if (mode === 'off') return spec.enabled ? { eligible: true } : { eligible: false, reason: 'ALREADY_OFF' };
  if (spec.refusal) return { eligible: false, reason: spec.refusal };
  return spec.enabled ? { eligible: false, reason: 'ALREADY_ON' } : { eligible: true };
}

/**
 * The turn-on form as it must be to go on (LFPC art. 76 Bis): a card chosen (a saved one's id or
 * NEW_CARD) and the consent box ticked by the customer, `true` and nothing else.
 */
export const AutoRenewalTermsSchema = v.object({
  card: v.pipe(v.string(), v.minLength(1)),
  consent: v.literal(true),
});
export type AutoRenewalTerms = v.InferOutput<typeof AutoRenewalTermsSchema>;

export interface AutoRenewalTermsErrors {
  card?: MessageId;
  consent?: MessageId;
}

/** What is missing from the turn-on form, field by field (empty when it may go on). */
export function autoRenewalTermsErrors(data: Record<string, unknown> | undefined): AutoRenewalTermsErrors {
  const errors: AutoRenewalTermsErrors = {};
  if (typeof data?.card !== 'string' || data.card.length === 0)
    errors.card = 'auto_renewal.terms.card_required';
  if (data?.consent !== true) errors.consent = 'auto_renewal.terms.consent_required';
  return errors;
}

/** The form's data when it may go on, else null. */
export function readAutoRenewalTerms(data: Record<string, unknown> | undefined): AutoRenewalTerms | null {
  const parsed = v.safeParse(AutoRenewalTermsSchema, data);
  return parsed.success ? parsed.output : null;
}

/**
 * Whether turning on with this card charges a first payment now (the specifications' rule): always
 * for a line that missed its renewal, and for a new card.
 */
export function firstPaymentDue(
  spec: Pick<AutoRenewalSpecification, 'firstPayment'>,
  card: string | null | undefined,
): boolean {
  return spec.firstPayment.when === 'ALWAYS' || card === NEW_CARD;
}

/** When the LFPC notice of the next automatic renewal is sent: noticeDays before its date. */
export function renewalNoticeDate(spec: Pick<AutoRenewalSpecification, 'nextRenewalDate' | 'noticeDays'>) {
  if (!spec.nextRenewalDate) return null;
  return new Date(Date.parse(spec.nextRenewalDate) - spec.noticeDays * DAY).toISOString();
}

/** A card as a customer reads it: the brand's name (or as the gateway spells an unknown one) and last four. */
export function renewalCardLabel(card: { brand: string; last4: string } | null) {
  return card ? { brand: cardBrandDisplayName(card.brand) ?? card.brand, last4: card.last4 } : null;
}

/**
 * The line page's entry to auto-renewal's details: offered on every line that has a period to
 * renew (activated, not Inactive); a line without one has nothing to renew.
 */
export function autoRenewalLineAction(
  line: Pick<Line, 'orderRef' | 'status' | 'activationDate'>,
): { labelId: MessageId; path: string } | null {
  if (line.activationDate === null || line.status === 'Inactive') return null;
  return {
    labelId: AUTO_RENEWAL_LINE_ACTION.labelId,
    path: managePath(AUTO_RENEWAL_LINE_ACTION.path, line.orderRef),
  };
}
