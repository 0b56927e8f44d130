import * as v from 'valibot';
import type { SnapshotFrom } from 'xstate';
import type { AutoRenewalSpecification } from '../../gateway/auto-renewal/index.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { SavedCardChoice } from '../../machines/payment/payment.types.ts';
import {
  type ServiceRequestPaymentDue,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import { managePath } from '../../navigation/order-paths.ts';
import {
  AUTO_RENEWAL_OFF_MESSAGES,
  AUTO_RENEWAL_ON_MESSAGES,
  type AutoRenewalOffMachine,
  type AutoRenewalOnMachine,
} from './auto-renewal.machine.ts';
import {
  AUTO_RENEWAL_TERMS_STEP,
  type AutoRenewalTermsErrors,
  autoRenewalTermsErrors,
  firstPaymentDue,
  renewalNoticeDate,
} from './auto-renewal.rules.ts';
import { AUTO_RENEWAL_ROUTES } from './routes.ts';

export type AutoRenewalScreen =
  | 'checking'
  | 'check-failed'
  | 'not-eligible'
  /** /manage/auto-renewal-payment: the terms, the card and the consent box. */
  | 'terms'
  /** The same page: what was agreed, before it is sent. */
  | 'review'
  | 'sending'
  | 'send-failed'
  /** /manage/auto-renewal-card-payment: the first payment, by card. */
  | 'card-payment'
  | 'payment-failed'
  | 'status'
  | 'follow-later'
  | 'done'
  | 'failed';

export type AutoRenewalCommand = 'SUBMIT' | 'RETRY' | 'EDIT' | 'CHECK_AGAIN' | 'NEXT' | 'UPDATE_DATA';

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'terms',
    confirming: 'review',
    paying: 'card-payment',
    cancelled: 'failed',
    left: 'failed',
  },
  { pay: true },
);

export interface AutoRenewalOnView {
  screen: AutoRenewalScreen;
  spec: AutoRenewalSpecification | null;
  savedCards: SavedCardChoice[];
  /** What the form holds: the card chosen (a saved card's id, NEW, or null) and the consent tick. */
  form: { card: string | null; consent: boolean };
  /** What is missing, once Continue was pressed without it. */
  errors: AutoRenewalTermsErrors;
  /** Whether the card chosen makes a first payment now (the specifications' rule). */
  firstPaymentDue: boolean;
  /** When the LFPC notice of the next renewal goes out (ISO), when there is a next renewal. */
  noticeDate: string | null;
  payment: ServiceRequestPaymentDue | null;
  messageId: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<AutoRenewalCommand>;
}

const ChecksShownSchema = v.object({ context: v.object({ checksShown: v.boolean() }) });

function formOf(data: Record<string, unknown> | undefined): AutoRenewalOnView['form'] {
  return {
    card: typeof data?.card === 'string' && data.card.length > 0 ? data.card : null,
    consent: data?.consent === true,
  };
}

/** What turning on shows, from the machine's snapshot, and the events its screens may send. */
export function autoRenewalOnView(snapshot: SnapshotFrom<AutoRenewalOnMachine>): AutoRenewalOnView {
  const base = serviceRequestView(snapshot);
  const screen = SCREEN_BY_PHASE[base.phase];
  const terms = base.data[AUTO_RENEWAL_TERMS_STEP];
  const form = formOf(terms);
  const collected = v.safeParse(ChecksShownSchema, snapshot.children.collect?.getSnapshot());
  const sends = new Set<AutoRenewalCommand>();
  if (screen === 'terms') {
    sends.add('NEXT');
    sends.add('UPDATE_DATA');
  }
  for (const command of ['SUBMIT', 'RETRY', 'EDIT', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  const spec = base.eligibility?.spec ?? null;
  return {
    screen,
    spec,
    savedCards: base.eligibility?.savedCards ?? [],
    form,
    errors: collected.success && collected.output.context.checksShown ? autoRenewalTermsErrors(terms) : {},
    firstPaymentDue: spec ? firstPaymentDue(spec, form.card) : false,
    noticeDate: spec ? renewalNoticeDate(spec) : null,
    payment: base.payment,
    messageId:
      screen === 'not-eligible' ? (base.messageId ?? AUTO_RENEWAL_ON_MESSAGES.notEligible) : base.messageId,
    busy: snapshot.hasTag('busy'),
    sends,
  };
}

export interface AutoRenewalOffView {
  screen: AutoRenewalScreen;
  spec: AutoRenewalSpecification | null;
  messageId: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<AutoRenewalCommand>;
}

/** What turning off shows: the review (what happens on the renewal date), then done. */
export function autoRenewalOffView(snapshot: SnapshotFrom<AutoRenewalOffMachine>): AutoRenewalOffView {
  const base = serviceRequestView(snapshot);
  const screen = SCREEN_BY_PHASE[base.phase];
  const sends = new Set<AutoRenewalCommand>();
  for (const command of ['SUBMIT', 'RETRY', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  return {
    screen,
    spec: base.eligibility,
    messageId:
      screen === 'not-eligible' ? (base.messageId ?? AUTO_RENEWAL_OFF_MESSAGES.notEligible) : base.messageId,
    busy: snapshot.hasTag('busy'),
    sends,
  };
}

/** Which page shows each turn-on screen; the outcome is told on the details page. */
const PAGE_OF_SCREEN: Readonly<Partial<Record<AutoRenewalScreen, string>>> = {
  terms: AUTO_RENEWAL_ROUTES.payment,
  review: AUTO_RENEWAL_ROUTES.payment,
  sending: AUTO_RENEWAL_ROUTES.payment,
  'send-failed': AUTO_RENEWAL_ROUTES.payment,
  'card-payment': AUTO_RENEWAL_ROUTES.cardPayment,
  'payment-failed': AUTO_RENEWAL_ROUTES.cardPayment,
  done: AUTO_RENEWAL_ROUTES.details,
};

/** The outcome the details page tells once (`?done=on`): read through a schema, anything else ignored. */
export const AutoRenewalDoneSchema = v.picklist(['on', 'off']);

export function autoRenewalDone(search: string): 'on' | 'off' | null {
  const parsed = v.safeParse(AutoRenewalDoneSchema, new URLSearchParams(search).get('done'));
  return parsed.success ? parsed.output : null;
}

/**
 * The details page asking to confirm turning it off (`?confirm=off`): in the address, so a reload
 * keeps the question on screen; anything else is no question.
 */
export function autoRenewalConfirmingOff(search: string): boolean {
  return new URLSearchParams(search).get('confirm') === 'off';
}

/** The details page's addresses: as it is, asking to turn off, or telling an outcome once. */
export function autoRenewalDetailsPath(
  orderRef: string,
  extra: { confirm?: 'off'; done?: 'on' | 'off' } = {},
) {
  return managePath(AUTO_RENEWAL_ROUTES.details, orderRef, extra);
}

/** The address turning on should be at for this view, or null to stay where it is. */
export function autoRenewalPagePath(
  view: Pick<AutoRenewalOnView, 'screen'>,
  here: { pathname: string },
  orderRef: string,
): string | null {
  const page = PAGE_OF_SCREEN[view.screen];
  if (!page || page === here.pathname) return null;
  return page === AUTO_RENEWAL_ROUTES.details
    ? managePath(AUTO_RENEWAL_ROUTES.details, orderRef, { done: 'on' })
    : managePath(page as typeof AUTO_RENEWAL_ROUTES.payment, orderRef);
}
