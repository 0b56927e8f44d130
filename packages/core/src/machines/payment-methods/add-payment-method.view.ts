import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { CardEntryMachine } from '../payment/card-entry/card-entry.machine.ts';
import type { CardSummary } from '../payment/payment.types.ts';
import type { AddPaymentMethodMachine } from './add-payment-method.machine.ts';

export type AddPaymentMethodScreen =
  | 'card'
  | 'validating'
  | 'challenge'
  | 'authenticating'
  | 'added'
  | 'failed';

export interface AddPaymentMethodView {
  screen: AddPaymentMethodScreen;
  /** The card entry on the card screen (connectCardEntry renders it). */
  cardEntry: ActorRefFrom<CardEntryMachine> | null;
  card: CardSummary | null;
  /** The bank's 3-D Secure page, framed on the challenge screen. */
  challengeUrl: string | null;
  notice: MessageId | null;
  busy: boolean;
}

/** What the add-a-card page shows, from the machine's snapshot. */
export function addPaymentMethodView(snapshot: SnapshotFrom<AddPaymentMethodMachine>): AddPaymentMethodView {
  const { context } = snapshot;
  const screen: AddPaymentMethodScreen = snapshot.matches('validating')
    ? 'validating'
    : snapshot.matches('challenge')
      ? 'challenge'
      : snapshot.matches('authenticating')
        ? 'authenticating'
        : snapshot.matches('added')
          ? 'added'
          : snapshot.matches('failed')
            ? 'failed'
            : 'card';
  return {
    screen,
    cardEntry: (snapshot.children.cardEntry as ActorRefFrom<CardEntryMachine> | undefined) ?? null,
    card: context.card,
    challengeUrl: context.challengeUrl,
    notice: context.notice,
    busy: snapshot.hasTag('busy'),
  };
}
