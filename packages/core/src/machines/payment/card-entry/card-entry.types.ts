import type { CardSummary, PaymentCaptureContext, PaymentFrame } from '../payment.types.ts';

/**
 * Card entry's contract: a card typed in the provider's hosted fields, turned into a one-use
 * token. The machine hears brand and completeness only; the number and security code stay in the
 * provider's frame, so nothing here can hold them.
 */
export interface CardEntryInput {
  /** The storefront origin signed into the capture context: the frame talks to it only. */
  targetOrigin: string;
  /** Only a customer with an account may keep a card; a guest is never offered it. */
  canSaveCard: boolean;
  /** A message id to show above the form from the start (the last context expired, say). */
  notice?: string | null | undefined;
  /** Pay was pressed before the form could take it: it opens with what is missing already said. */
  payPressed?: boolean | undefined;
}

export interface CardEntryContext {
  targetOrigin: string;
  captureContext: PaymentCaptureContext | null;
  /** When, by this phone's clock, the context is replaced (its lifetime from its arrival). */
  contextRefreshAt: number | null;
  /** The hosted fields' state, from their change messages (no digits, only completeness). */
  fields: { brand: string | null; numberComplete: boolean; securityCodeComplete: boolean };
  /** Whether the customer ticked "save this card" with the Pay that asked for the token. */
  saveCard: boolean;
  canSaveCard: boolean;
  /** The hosted-fields frame of the current capture context said it is ready (its fields are drawn). */
  frameReady: boolean;
  /** Pay was pressed on this frame: what is missing or wrong is shown from now on. */
  checksShown: boolean;
  /**
   * Pay was pressed while the frame's capture context was being fetched (no fields to read yet):
   * the form it opens says what is missing, rather than the press going unheard.
   */
  payPressedWhileLoading: boolean;
  /**
   * A Pay held until the frame reports the card complete (awaitingFields): its expiry, for the
   * tokenise request, dropped once that request leaves or the wait ends.
   */
  heldPay: { expirationMonth: string; expirationYear: string } | null;
  /** The frame's one-use token and the card it stands for, once it answered. */
  token: string | null;
  card: CardSummary | null;
  /** A message id shown above the card form (expired session, refused card data, ...). */
  notice: string | null;
}

export type CardEntryEvent =
  /** The frame reported what was typed: brand and completeness only. */
  | { type: 'FIELDS_CHANGED'; brand: string | null; numberComplete: boolean; securityCodeComplete: boolean }
  /** Pay pressed: the expiry goes straight to the frame's tokenise request and is not kept. */
  | { type: 'PAY'; expirationMonth: string; expirationYear: string; saveCard?: boolean }
  | { type: 'TOKENIZED'; token: string; brand: string; last4: string }
  | { type: 'TOKENIZE_FAILED'; reason: string }
  /** A message one of the page's frames posted; only the hosted fields' own is believed here. */
  | { type: 'FRAME_MESSAGE'; frame: PaymentFrame; origin: string; data: unknown }
  | { type: 'DISMISS_NOTICE' };

/**
 * What card entry asks of its parent: post this tokenise request to the hosted-fields frame (the
 * parent emits it to the page, which holds the frame).
 */
export interface CardEntryTokenRequested {
  type: 'cardEntry.tokenRequested';
  expirationMonth: string;
  expirationYear: string;
  hostedFieldsUrl: string | null;
}

export type CardEntryOutput =
  /** The frame answered a token: the payment may be asked for with it, once. */
  | { status: 'tokenized'; token: string; card: CardSummary; saveCard: boolean }
  /** No capture context could be had: the form cannot be shown; `notice` says why. */
  | { status: 'loadError'; notice: string };
