import type { SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { ivaIncludedIn } from '../../invoices/iva.ts';
import {
  type ServiceRequestPaymentDue,
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import { BOOSTERS_MESSAGES, type BoostersMachine } from './boosters.machine.ts';
import { autoBoosterConsentFor } from './boosters.rules.ts';
import { BOOSTER_CHOICE_STEP } from './boosters.services.ts';
import type { AutoBooster, Booster, BoosterOffer } from './gateway/booster-offer.ts';

export type BoostersScreen =
  | 'checking'
  | 'check-failed'
  | 'not-eligible'
  /** /manage/boosters: the add-ons; choosing one sends it and opens the payment. */
  | 'review'
  | 'sending'
  | 'send-failed'
  /** /manage/payment: the ways to pay (the payment-choice child). */
  | 'payment'
  | 'payment-failed'
  /** /manage/payment-success: the booster followed until its data is on the line. */
  | 'status'
  | 'follow-later'
  | 'done'
  | 'failed';

export type BoostersCommand = 'SUBMIT' | 'RETRY' | 'CHECK_AGAIN' | 'PAYMENT';

export interface BoostersView {
  screen: BoostersScreen;
  phase: ServiceRequestPhase;
  /** The add-ons the plan allows, smallest first, each with its IVA. */
  boosters: readonly Booster[];
  /** The add-on chosen (once one is), else null. */
  chosenSku: string | null;
  validUntil: string | null;
  /** The automatic booster as it stands (null: off). */
  automatic: AutoBooster | null;
  /** What turning it on would agree to (null: it cannot be offered, no saved card). */
  autoConsent: ReturnType<typeof autoBoosterConsentFor>;
  payment: ServiceRequestPaymentDue | null;
  requestId: string | null;
  messageId: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<BoostersCommand>;
}

const SCREEN_BY_PHASE = screensByPhase(
  { collecting: 'checking', confirming: 'review', cancelled: 'failed', left: 'failed' },
  { pay: true },
);

/** An add-on's IVA (16 % inside its price), for the line under each price. */
export const boosterIva = (booster: Pick<Booster, 'price'>): number => ivaIncludedIn(booster.price.amount);

const chosen = (data: Record<string, unknown>): string | null => {
  const step = data[BOOSTER_CHOICE_STEP] as { sku?: unknown } | undefined;
  return typeof step?.sku === 'string' ? step.sku : null;
};

/** What the booster screens show, from the machine's snapshot, and the events they may send. */
export function boostersView(snapshot: SnapshotFrom<BoostersMachine>): BoostersView {
  const base = serviceRequestView(snapshot);
  const screen = SCREEN_BY_PHASE[base.phase];
  const sends = new Set<BoostersCommand>();
  if (screen === 'payment') sends.add('PAYMENT');
  for (const command of ['SUBMIT', 'RETRY', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  const offer: BoosterOffer | null = base.eligibility;
  return {
    screen,
    phase: base.phase,
    boosters: offer?.boosters ?? [],
    chosenSku: chosen(base.data),
    validUntil: offer?.validUntil ?? null,
    automatic: offer?.automatic ?? null,
    autoConsent: offer ? autoBoosterConsentFor(offer) : null,
    payment: base.payment,
    requestId: base.requestId,
    messageId: screen === 'not-eligible' ? (base.messageId ?? BOOSTERS_MESSAGES.notEligible) : base.messageId,
    busy: snapshot.hasTag('busy'),
    sends,
  };
}

/** The events that choose an add-on and send it: one tap on its button. */
export const chooseBooster = (sku: string) =>
  [{ type: 'UPDATE_DATA' as const, data: { sku } }, { type: 'SUBMIT' as const }] as const;
