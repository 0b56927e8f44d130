import { fail } from './failures.ts';
import { hasExpired, type PaymentProvider } from './payment-provider.ts';
import type { CardOutcome, LineRecord, PaymentRecord, SavedCardRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/** What a card on file is made of, whether it comes from a token or from a paid transaction. */
export interface CardOnFile {
  brand: string;
  last4: string;
  expiryMonth?: number | undefined;
  expiryYear?: number | undefined;
  outcome: CardOutcome;
}

const sameCard = (a: CardOnFile | NonNullable<LineRecord['card']>, b: CardOnFile): boolean =>
  a.brand === b.brand &&
  a.last4 === b.last4 &&
  a.expiryMonth === b.expiryMonth &&
  a.expiryYear === b.expiryYear;

/**
 * The customer's saved cards. A card comes from the provider's transient token (spent here as
 * payment_request spends it) or from a transaction paid with `saveCard`. The same card (brand,
 * last four, expiry) is kept once. A customer with cards always has exactly one default: the
 * first card saved, or the one chosen, or, when the default is deleted, the newest remaining.
 * Guests keep no cards: the account would be gone with the guest session. A saved card pays a
 * payment_request (SAVED_CARD) as it was stored, test outcome included, until its expiry month ends.
 *
 * The customer's lines renew with a card on file: when a saved card is removed,
 * the lines renewing with it (or with an expired card) move to the new default; when a card is made
 * the default, the lines renewing with an expired card move to it (brand, last four, expiry, as the line keeps it). A
 * removed card that leaves no card able to pay takes the line's card with it and turns its
 * auto-renewal off: nothing would pay it, and the line page says "off" instead of naming a card
 * that is gone.
 */
export class SavedPaymentMethodService {
  constructor(
    private readonly store: StateStore,
    private readonly provider: PaymentProvider,
  ) {}

  /** The customer's cards, oldest first. */
  list(userId: string): SavedCardRecord[] {
    return this.store.data.savedCards[userId] ?? [];
  }

  mayKeepCards(userId: string): boolean {
    const user = this.store.data.users[userId];
    return user !== undefined && user.status !== 'GUEST';
  }

  /** Saves the card behind a transient token; an already saved card is not added again. */
  addFromToken(userId: string, token: string, makeDefault: boolean): SavedCardRecord {
    // Refused before the token is spent, so the guest can still pay with it.
    if (!this.mayKeepCards(userId)) fail('savedCardsNeedAccount');
    const card = this.provider.redeem(token);
    return this.keep(userId, card, makeDefault);
  }

  /**
   * A transaction paid with `saveCard` succeeded. The payment stands whatever happens here: a
   * guest, or a customer already at the limit, simply gets no new saved card.
   */
  saveFromPayment(payment: PaymentRecord): SavedCardRecord | undefined {
    if (!payment.saveCard || payment.status !== 'SUCCESS' || !this.mayKeepCards(payment.userId)) {
      return undefined;
    }
    const full = this.list(payment.userId).length >= this.store.limits.maxSavedCards;
    if (full && !this.find(payment.userId, payment)) return undefined;
    return this.keep(payment.userId, payment, false);
  }

  /**
   * The saved card a payment_request names, to be charged as it was stored: one of the paying
   * customer's own (a guest has none), and not past its expiry month by the sandbox clock.
   */
  forPayment(userId: string, paymentMethodId: string): SavedCardRecord {
    const card = this.get(userId, paymentMethodId);
    if (hasExpired(card, this.store.now())) fail('cardExpired', { paymentMethodId });
    return card;
  }

  /** An expired card cannot be the one suggested first: it could pay nothing. */
  makeDefault(userId: string, paymentMethodId: string): SavedCardRecord {
    const card = this.get(userId, paymentMethodId);
    if (hasExpired(card, this.store.now())) fail('expiredCardNotDefault', { paymentMethodId });
    this.setDefault(userId, card);
    // A line renewing with an expired card (which pays nothing) takes the new default; a line on
    // a card that still pays keeps it (the customer chose it for that line).
    this.moveLines(userId, () => false, card);
    this.store.changed();
    return card;
  }

  remove(userId: string, paymentMethodId: string): void {
    const card = this.get(userId, paymentMethodId);
    const remaining = this.list(userId).filter((saved) => saved !== card);
    // The newest card that can still pay takes over; with only expired ones left, the newest.
    const now = this.store.now();
    const newest = remaining.filter((saved) => !hasExpired(saved, now)).at(-1) ?? remaining.at(-1);
    if (card.isDefault && newest) newest.isDefault = true;
    if (remaining.length > 0) this.store.data.savedCards[userId] = remaining;
    else delete this.store.data.savedCards[userId];
    const payer = remaining.find((saved) => saved.isDefault && !hasExpired(saved, now));
    this.moveLines(userId, (lineCard) => sameCard(lineCard, card), payer);
    this.store.changed();
  }

  /**
   * The customer's open lines renewing with a card `leaving` names, or with an expired card, renew
   * with `to` from now on. With no card to move to, a line keeps the card it renews with: the
   * saved-cards page still lists it as the line's ("Renews your line …", changed through the line's
   * card update), and warns when it has expired. Turning the renewal off unasked would be a change
   * the removal's confirmation never mentioned.
   */
  private moveLines(
    userId: string,
    leaving: (card: NonNullable<LineRecord['card']>) => boolean,
    to: SavedCardRecord | undefined,
  ): void {
    const now = this.store.now();
    for (const line of Object.values(this.store.data.lines)) {
      if (line.userId !== userId || !line.card) continue;
      const goes = leaving(line.card) || hasExpired(line.card, now);
      if (!goes) continue;
      if (!to) continue;
      line.card = {
        brand: to.brand,
        last4: to.last4,
        ...(to.expiryMonth !== undefined ? { expiryMonth: to.expiryMonth } : {}),
        ...(to.expiryYear !== undefined ? { expiryYear: to.expiryYear } : {}),
        outcome: to.outcome,
      };
    }
  }

  /** A card the provider validated without a payment (validate-and-add): kept like any other. */
  addValidated(userId: string, card: CardOnFile, makeDefault: boolean): SavedCardRecord {
    if (!this.mayKeepCards(userId)) fail('savedCardsNeedAccount');
    return this.keep(userId, card, makeDefault);
  }

  /** One of the customer's own cards; another customer's id is as unknown as a made-up one. */
  private get(userId: string, paymentMethodId: string): SavedCardRecord {
    const card = this.list(userId).find((saved) => saved.paymentMethodId === paymentMethodId);
    if (!card) fail('notFound', { paymentMethodId });
    return card;
  }

  private find(userId: string, card: CardOnFile): SavedCardRecord | undefined {
    return this.list(userId).find(
      (saved) =>
        saved.brand === card.brand &&
        saved.last4 === card.last4 &&
        saved.expiryMonth === card.expiryMonth &&
        saved.expiryYear === card.expiryYear,
    );
  }

  private keep(userId: string, card: CardOnFile, makeDefault: boolean): SavedCardRecord {
    const cards = this.list(userId);
    let saved = this.find(userId, card);
    if (!saved) {
      if (cards.length >= this.store.limits.maxSavedCards) fail('savedCardsLimit');
      saved = {
        paymentMethodId: this.store.nextId('pm_'),
        brand: card.brand,
        last4: card.last4,
        ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
        ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
        outcome: card.outcome,
        isDefault: cards.length === 0,
        createdAt: this.store.now(),
      };
      this.store.data.savedCards[userId] = [...cards, saved];
    }
    if (makeDefault) this.setDefault(userId, saved);
    this.store.changed();
    return saved;
  }

  private setDefault(userId: string, card: SavedCardRecord): void {
    for (const saved of this.list(userId)) saved.isDefault = saved === card;
  }
}
