import { fail } from '../../domain/failures.ts';
import type { SandboxLanguage } from '../../domain/language.ts';
import type { LineService } from '../../domain/lines.ts';
import type { OtpService } from '../../domain/otp.ts';
import type { CodeRequester } from '../../domain/otp-address-guard.ts';
import type { PaymentProvider } from '../../domain/payment-provider.ts';
import type { LineRecord, OtpRecord, UserRecord } from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import type { CardUpdateRecord } from './card-update.records.ts';
import cardUpdateWing from './flow.ts';

const { cardUpdateNotEligible, cardUpdateNotVerified } = cardUpdateWing.failures;

/** the spec's change-card action, the type its service request is listed under. */
export const CARD_UPDATE_TYPE = 'CHANGE_CARD_DETAILS';
/** How long a right code lets the customer submit the new card (the hosted fields take a minute). */
export const CARD_UPDATE_VERIFIED_FOR_MS = 15 * 60 * 1000;

export type CardUpdateRefusal = 'SIM_NOT_ACTIVATED' | 'LINE_INACTIVE' | 'NO_NUMBER';

/**
 * Card update (/manage/update-card/…, the spec's CHANGE_CARD_DETAILS): the card a line renews
 * with is replaced by a new one, typed in the provider's hosted fields (a transient token here).
 *
 * - Who asks proves it with a one-time code mailed to the account's e-mail (the spec OTP codes; too
 *   many wrong codes end that code with 422026, asked again 422035). A right code verifies this
 *   update for CARD_UPDATE_VERIFIED_FOR_MS; the submit names it, and nothing else opens it.
 * - Any line with a number still the customer's may change its card: Active, Grace, Suspend (the
 *   card a lapsed line will renew with next). Not a SIM never activated (no period to renew yet)
 *   nor an Inactive line (422810 with the reason).
 * - The submit spends the token (the provider's check, as payment_request spends one) and puts the
 *   card on the line: its next automatic renewal charges it. The request is CHANGE_CARD_DETAILS,
 *   DONE at once. The same update submitted again answers the same request and spends nothing.
 * - The saved cards are not touched: the card that renews a line is the line's (the listing marks
 *   it); saving a card for payments is the payment methods page's.
 */
export class CardUpdateService {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly otp: OtpService,
    private readonly provider: PaymentProvider,
    private readonly requests: ServiceRequestService,
  ) {}

  refusal(line: LineRecord): CardUpdateRefusal | undefined {
    if (this.lines.snapshot(line).status === 'Inactive') {
      if (line.activatedAt === undefined) return 'SIM_NOT_ACTIVATED';
      return this.lines.hasNoNumber(line) ? 'NO_NUMBER' : 'LINE_INACTIVE';
    }
    return line.activatedAt === undefined ? 'SIM_NOT_ACTIVATED' : undefined;
  }

  /** The code to the account's e-mail, in the caller's language; an earlier open code stops working. */
  requestCode(user: UserRecord, accountNumber: string, lang: SandboxLanguage, requester: CodeRequester) {
    const line = this.eligibleLine(accountNumber, user.id);
    if (!user.email || user.status !== 'ACTIVE') fail('savedCardsNeedAccount');
    const otp = this.otp.issue({
      purpose: 'card_update',
      target: user.email,
      userId: user.id,
      replaceOpen: true,
      lang,
      requester,
    });
    const record: CardUpdateRecord = {
      updateId: this.store.nextId('cu_'),
      userId: user.id,
      accountNumber: line.accountNumber,
      otpRequestId: otp.id,
      status: 'VERIFYING',
      createdAt: this.store.now(),
    };
    this.store.data.cardUpdates[record.updateId] = record;
    this.store.changed();
    return { record, otp };
  }

  /** A new code for the same update (the old one stops working); 422024 past the resends. */
  resendCode(userId: string, requestId: string, lang: SandboxLanguage, requester: CodeRequester): OtpRecord {
    const record = this.byOtpRequest(userId, requestId);
    const next = this.otp.resend(requestId, 'card_update', lang, requester);
    record.otpRequestId = next.id;
    this.store.changed();
    return next;
  }

  /** A right code verifies the update for a while; the OTP service answers every wrong one. */
  verifyCode(userId: string, accountNumber: string, requestId: string, code: string): CardUpdateRecord {
    const record = this.byOtpRequest(userId, requestId);
    if (record.accountNumber !== accountNumber) fail('notFound', { requestId });
    this.otp.verify(requestId, 'card_update', code);
    record.status = 'VERIFIED';
    record.verifiedUntil = this.store.now() + CARD_UPDATE_VERIFIED_FOR_MS;
    this.store.changed();
    return record;
  }

  /** The new card renews the line from now on (see the class comment). */
  submit(userId: string, input: { accountNumber: string; updateId: string; transientToken: string }) {
    const record = this.store.data.cardUpdates[input.updateId];
    if (!record || record.userId !== userId || record.accountNumber !== input.accountNumber) {
      fail(cardUpdateNotVerified);
    }
    if (record.status === 'DONE' && record.serviceRequestId) {
      return { record, request: this.requests.get(record.serviceRequestId, userId) };
    }
    if (record.status !== 'VERIFIED' || (record.verifiedUntil ?? 0) < this.store.now()) {
      fail(cardUpdateNotVerified);
    }
    const line = this.eligibleLine(input.accountNumber, userId);
    const card = this.provider.redeem(input.transientToken);
    const previous = line.card;
    line.card = {
      brand: card.brand,
      last4: card.last4,
      ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
      ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
      outcome: card.outcome,
    };
    const request = this.requests.create(line, {
      type: CARD_UPDATE_TYPE,
      plan: [{ status: 'DONE', afterMs: 0 }],
      details: {
        action: CARD_UPDATE_TYPE,
        brand: card.brand,
        last4: card.last4,
        ...(previous ? { previousBrand: previous.brand, previousLast4: previous.last4 } : {}),
      },
    });
    record.status = 'DONE';
    record.serviceRequestId = request.requestId;
    record.card = { brand: card.brand, last4: card.last4 };
    this.store.changed();
    return { record, request };
  }

  private eligibleLine(accountNumber: string, userId: string): LineRecord {
    const line = this.lines.get(accountNumber, userId);
    const reason = this.refusal(line);
    if (reason) fail(cardUpdateNotEligible, { reason });
    return line;
  }

  /** The customer's update whose code this is; another customer's is as unknown as a made-up one. */
  private byOtpRequest(userId: string, requestId: string): CardUpdateRecord {
    const record = Object.values(this.store.data.cardUpdates).find(
      (candidate) => candidate.otpRequestId === requestId && candidate.userId === userId,
    );
    if (!record) fail('invalidOtp');
    return record;
  }
}
