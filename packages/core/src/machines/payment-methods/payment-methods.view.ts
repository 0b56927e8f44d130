import type { SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { lineRemedyPage } from '../../navigation/line-remedy-pages.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { cardBrandDisplayName } from '../payment/card-brand-names.ts';
import type { PaymentMethodsEvent, PaymentMethodsMachine } from './payment-methods.machine.ts';
import { type CardListingEntry, type RenewedLine, savedCardListing } from './saved-card-listing.ts';

/** A card as the cards page lists it: each line it renews carries the page that replaces it. */
export interface ListedCard extends CardListingEntry {
  renews: readonly (RenewedLine & {
    /** The line's page of the flow that answers its renewal card (card update); null in a build without it. */
    replaceCardPath: string | null;
  })[];
}

export interface PaymentMethodsView {
  phase: 'loading' | 'loadFailed' | 'ready';
  cards: ListedCard[];
  /** The saved card suggested first, or null: never an expired card, which could pay nothing. */
  defaultId: string | null;
  /**
   * Lines whose next automatic renewal would charge a card that has expired:
   * said above the cards, with what to do (choose another default, which the renewal then uses,
   * or add a card when none can pay).
   */
  renewalWarnings: {
    messageId: MessageId;
    msisdn: string;
    orderRef: string;
    /** The renewal's instant (shown as a Mexico City date). */
    renewalDate: string;
    /** The brand as it is written (Visa, Mastercard). */
    brand: string;
    last4: string;
  }[];
  /**
   * Cards that may be chosen as the default (shown as choices; the others are listed, not offered):
   * none when the one card that can pay is the default already.
   */
  defaultChoices: CardListingEntry[];
  /** The one card that can pay is the default already: the page lists it and asks nothing. */
  nothingToChoose: boolean;
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
  const payers = cards.filter((card) => card.paymentMethodId !== null && !card.expired);
  const expiredRenewing = new Map(
    cards.filter((card) => card.expired).flatMap((card) => card.renews.map((line) => [line.orderRef, card])),
  );
  const renewalWarnings = context.lines.flatMap((line) => {
    const card = expiredRenewing.get(line.orderRef);
    if (!card || !line.autoRenewal || !line.renewalDate || line.status === 'Inactive') return [];
    return [
      {
        messageId:
          payers.length > 0
            ? ('payment_methods.renewal_card_expired.choose' as const)
            : ('payment_methods.renewal_card_expired.add' as const),
        msisdn: line.msisdn,
        orderRef: line.orderRef,
        renewalDate: line.renewalDate,
        brand: cardBrandDisplayName(card.brand) ?? card.brand,
        last4: card.last4,
      },
    ];
  });
  const phase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : 'ready';
  // An expired default is listed below with its mark, never shown as the one chosen.
  const defaultId = cards.find((card) => card.isDefault && !card.expired)?.paymentMethodId ?? null;
  // A choice needs something to choose: one card that is already the default is only listed (with
  // its mark), never offered as a one-option choice whose Save can do nothing.
  const nothingToChoose = payers.length === 1 && payers[0]?.paymentMethodId === defaultId;
  const replaceCard = lineRemedyPage('renewal_card');
  return {
    phase,
    cards: cards.map((card) => ({
      ...card,
      renews: card.renews.map((line) => ({
        ...line,
        replaceCardPath: replaceCard ? managePath(replaceCard.path, line.orderRef) : null,
      })),
    })),
    defaultId,
    defaultChoices: nothingToChoose ? [] : payers,
    nothingToChoose,
    renewalWarnings,
    pending: context.pending,
    notice: context.notice,
    busy: snapshot.hasTag('busy'),
    setDefault: (paymentMethodId) => send({ type: 'SET_DEFAULT', paymentMethodId }),
    remove: (paymentMethodId) => send({ type: 'REMOVE', paymentMethodId }),
    retry: () => send({ type: 'RETRY' }),
    dismissNotice: () => send({ type: 'DISMISS_NOTICE' }),
  };
}
