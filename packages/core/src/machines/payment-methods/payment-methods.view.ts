import type { SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { PaymentMethodsEvent, PaymentMethodsMachine } from './payment-methods.machine.ts';
import { type CardListingEntry, savedCardListing } from './saved-card-listing.ts';

export interface PaymentMethodsView {
  phase: 'loading' | 'loadFailed' | 'ready';
  cards: CardListingEntry[];
  /** The saved card suggested first, or null. */
  defaultId: string | null;
  /** Cards that may be chosen as the default (shown as choices; the others are listed, not offered). */
  defaultChoices: CardListingEntry[];
  pending: { kind: 'default' | 'remove'; paymentMethodId: string } | null;
  notice: { tone: 'success' | 'danger'; messageId: MessageId } | null;
  busy: boolean;
  setDefault(paymentMethodId: string): void;
  remove(paymentMethodId: string): void;
  retry(): void;
  dismissNotice(): void;
}

/** What the cards page renders from the machine's snapshot, and the senders it calls. */
export function paymentMethodsView(
  snapshot: SnapshotFrom<PaymentMethodsMachine>,
  send: (event: PaymentMethodsEvent) => void,
  now: number,
): PaymentMethodsView {
  const { context } = snapshot;
  const cards = savedCardListing(context.saved ?? [], context.lines, now);
  const phase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : 'ready';
  return {
    phase,
    cards,
    defaultId: cards.find((card) => card.isDefault)?.paymentMethodId ?? null,
    defaultChoices: cards.filter(
      (card) => card.paymentMethodId !== null && (card.canBeDefault || card.isDefault),
    ),
    pending: context.pending,
    notice: context.notice,
    busy: snapshot.hasTag('busy'),
    setDefault: (paymentMethodId) => send({ type: 'SET_DEFAULT', paymentMethodId }),
    remove: (paymentMethodId) => send({ type: 'REMOVE', paymentMethodId }),
    retry: () => send({ type: 'RETRY' }),
    dismissNotice: () => send({ type: 'DISMISS_NOTICE' }),
  };
}
