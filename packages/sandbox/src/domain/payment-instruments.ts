import { fail } from './failures.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PendingInstrumentRecord, SavedCardRecord } from './sandbox-data.schema.ts';
import type { SavedPaymentMethodService } from './saved-payment-methods.ts';
import type { StateStore } from './state-store.ts';

/** What validate-and-add and authenticate answer about the card being added. */
export type InstrumentAnswer =
  | { status: 'ACTIVE'; paymentMethodId: string; card: SavedCardRecord }
  | { status: 'AUTHENTICATION_REQUIRED'; paymentMethodId: string; record: PendingInstrumentRecord }
  | { status: 'FAILED'; paymentMethodId: string; reason: string };

/**
 * Adding a card without paying (the spec's validate-and-add instrument, authenticate by paymentMethodID):
 * the provider checks the card (a zero-amount authorisation, as card networks do) and keeps it.
 *
 * - An approving card is saved at once (ACTIVE). A declining one is refused (422813), as its bank
 *   would refuse the check; a card with no funds passes (nothing was charged).
 * - A card whose bank wants 3-D Secure (test card 4000 0000 0000 3220) waits as
 *   AUTHENTICATION_REQUIRED, with the provider's challenge page (framed only by the storefront the
 *   capture context was signed for). Authenticate then answers the page's outcome: ACTIVE (the card
 *   is saved, once), FAILED (nothing saved), or AUTHENTICATION_REQUIRED while it is unanswered.
 *   An unanswered challenge fails after the provider's challenge time.
 * - A guest keeps no cards (422104), as when paying.
 */
export class PaymentInstrumentService {
  constructor(
    private readonly store: StateStore,
    private readonly provider: PaymentProvider,
    private readonly savedCards: SavedPaymentMethodService,
  ) {}

  validateAndAdd(userId: string, token: string, makeDefault: boolean): InstrumentAnswer {
    if (!this.savedCards.mayKeepCards(userId)) fail('savedCardsNeedAccount');
    const spent = this.store.data.cardTokens[token];
    const card = this.provider.redeem(token);
    if (card.outcome === 'decline') fail('cardNotValidated');
    if (card.outcome !== 'challenge') {
      const saved = this.savedCards.addValidated(userId, card, makeDefault);
      return { status: 'ACTIVE', paymentMethodId: saved.paymentMethodId, card: saved };
    }
    const frameAncestor = spent
      ? this.provider.captureContext(spent.captureContextId)?.targetOrigin
      : undefined;
    const record: PendingInstrumentRecord = {
      paymentMethodId: this.store.nextId('pm_'),
      userId,
      brand: card.brand,
      last4: card.last4,
      ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
      ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
      makeDefault,
      status: 'CHALLENGE',
      challenge: { secret: this.store.token(32), ...(frameAncestor ? { frameAncestor } : {}) },
      createdAt: this.store.now(),
    };
    this.store.data.pendingInstruments[record.paymentMethodId] = record;
    this.store.changed();
    return { status: 'AUTHENTICATION_REQUIRED', paymentMethodId: record.paymentMethodId, record };
  }

  /** Where the card being added stands; the first ACTIVE answer saves it. */
  authenticate(userId: string, paymentMethodId: string): InstrumentAnswer {
    const record = this.store.data.pendingInstruments[paymentMethodId];
    if (!record || record.userId !== userId) {
      // Saved already (an earlier authenticate answered ACTIVE): the same answer again.
      const saved = this.savedCards.list(userId).find((card) => card.paymentMethodId === paymentMethodId);
      if (!saved) fail('notFound', { paymentMethodId });
      return { status: 'ACTIVE', paymentMethodId, card: saved };
    }
    this.expireIfLate(record);
    if (record.status === 'CHALLENGE') return { status: 'AUTHENTICATION_REQUIRED', paymentMethodId, record };
    if (record.status === 'FAILED')
      return { status: 'FAILED', paymentMethodId, reason: 'AUTHENTICATION_FAILED' };
    const saved = this.savedCards.addValidated(
      userId,
      {
        brand: record.brand,
        last4: record.last4,
        expiryMonth: record.expiryMonth,
        expiryYear: record.expiryYear,
        outcome: 'approve',
      },
      record.makeDefault,
    );
    // The saved card answers from now on, under its own id.
    delete this.store.data.pendingInstruments[paymentMethodId];
    this.store.changed();
    return { status: 'ACTIVE', paymentMethodId: saved.paymentMethodId, card: saved };
  }

  /** The card waiting on the challenge page that `secret` opens, or undefined. */
  openChallenge(paymentMethodId: string, secret: string): PendingInstrumentRecord | undefined {
    const record = this.store.data.pendingInstruments[paymentMethodId];
    if (!record) return undefined;
    this.expireIfLate(record);
    if (record.status !== 'CHALLENGE') return undefined;
    return secret !== '' && record.challenge.secret === secret ? record : undefined;
  }

  /** The provider's 3-D Secure page was answered, through its URL (so with its secret). */
  completeChallenge(
    paymentMethodId: string,
    result: 'approve' | 'fail',
    secret: string,
  ): PendingInstrumentRecord {
    const record = this.openChallenge(paymentMethodId, secret);
    if (!record) fail('notFound', { paymentMethodId });
    record.status = result === 'approve' ? 'ACTIVE' : 'FAILED';
    this.store.changed();
    return record;
  }

  private expireIfLate(record: PendingInstrumentRecord): void {
    const timeout = this.store.limits.challengeTtlSeconds * 1000;
    if (record.status === 'CHALLENGE' && this.store.now() - record.createdAt > timeout) {
      record.status = 'FAILED';
      this.store.changed();
    }
  }
}
