import type { SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { PAYMENT_ROUTES } from '../../navigation/routes.ts';
import type { TopUpLine } from './gateway/top-up-line.ts';
import type { TopUpMachine } from './top-up.machine.ts';
import { topUpRetryMinutes } from './top-up.rules.ts';

export type TopUpScreen = 'number' | 'confirm' | 'too-many-tries' | 'failed' | 'paying';

export interface TopUpView {
  readonly screen: TopUpScreen;
  readonly busy: boolean;
  readonly typedNumber: string;
  /** What is wrong with the number as typed, or why that line cannot take a recarga. */
  readonly numberErrorId: MessageId | null;
  readonly line: TopUpLine | null;
  readonly typedEmail: string;
  readonly emailErrorId: MessageId | null;
  /** What the recarga pays: a data add-on's sku, or null for the plan's renewal. */
  readonly sku: string | null;
  /** What is paid, as chosen: the renewal's price or the add-on's. */
  readonly amount: number | null;
  readonly retryMinutes: number | null;
  /** The pay-by-link page of the recarga made: where the payer pays it. */
  readonly redirectTo: string | null;
}

/** The recarga's machine as its page shows it. */
export function topUpView(snapshot: SnapshotFrom<TopUpMachine>): TopUpView {
  const { context } = snapshot;
  const screen: TopUpScreen = snapshot.matches('paying')
    ? 'paying'
    : snapshot.matches('tooManyTries')
      ? 'too-many-tries'
      : snapshot.matches('lookupFailed') || snapshot.matches('createFailed')
        ? 'failed'
        : snapshot.matches('confirm') || snapshot.matches('creating')
          ? 'confirm'
          : 'number';
  return {
    screen,
    busy: snapshot.hasTag('busy'),
    typedNumber: context.typedNumber,
    numberErrorId: context.numberErrorId ?? context.refusalId,
    line: context.line,
    typedEmail: context.typedEmail,
    emailErrorId: context.emailErrorId,
    sku: context.sku,
    amount: context.line
      ? (context.line.dataAddOns.find((addOn) => addOn.sku === context.sku)?.price.amount ??
        context.line.plan.price.amount)
      : null,
    retryMinutes: screen === 'too-many-tries' ? topUpRetryMinutes(context.retryAfterSeconds) : null,
    redirectTo: context.topUp
      ? `${PAYMENT_ROUTES.paylink}?paylink_id=${encodeURIComponent(context.topUp.paylinkId)}`
      : null,
  };
}
