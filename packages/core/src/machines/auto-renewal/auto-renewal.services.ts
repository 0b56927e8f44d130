import * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import {
  autoRenewalSpecifications,
  cancelAutoRenewal,
  enableAutoRenewal,
} from '../../gateway/auto-renewal/index.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { newIdempotencyKey } from '../../gateway/payments/payment-request.ts';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import { cancellable, customerQuery, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { SERVICE_REQUEST_KEY_PREFIX } from '../../stores/storage-keys.ts';
import { type PaymentServicesDeps, provideOrderPaymentMachine } from '../payment/payment.services.ts';
import type { SavedCardChoice } from '../payment/payment.types.ts';
import {
  payableSavedCardChoices,
  serviceCardPaymentInput,
} from '../payment-choice/payment-choice.services.ts';
import { createServicePaymentMachine } from '../service-payment/service-payment.machine.ts';
import { serviceRequestPhase } from '../service-request-template/index.ts';
import { provideServiceRequest } from '../service-request-template/service-request-template.provide.ts';
import type {
  AutoRenewalOffFlow,
  AutoRenewalOffMachine,
  AutoRenewalOnFlow,
  AutoRenewalOnMachine,
} from './auto-renewal.machine.ts';
import {
  AUTO_RENEWAL_TERMS_STEP,
  autoRenewalEligibility,
  autoRenewalRefusalMessageId,
  NEW_CARD,
  readAutoRenewalTerms,
} from './auto-renewal.rules.ts';
import type { AutoRenewalGatewayCalls, AutoRenewalLine } from './auto-renewal.types.ts';

/** The line's auto-renewal specifications: the details page reads them; a change reads them again. */
export const autoRenewalQuery = (
  gateway: GatewayClient,
  line: Pick<AutoRenewalLine, 'orderRef' | 'accountNumber'>,
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'autoRenewal'], (client) =>
    autoRenewalSpecifications(client, { accountNumber: line.accountNumber }),
  );

/** Where the attempt being sent is kept (its idempotency key, and the card chosen for its first payment). */
export const AUTO_RENEWAL_ATTEMPT_KEY = `${SERVICE_REQUEST_KEY_PREFIX}autoRenewal.attempt`;

const CardSchema = v.object({ paymentMethodId: v.string(), brand: v.string(), last4: v.string() });
const AttemptSchema = v.object({
  accountNumber: v.string(),
  idempotencyKey: v.string(),
  requestId: v.optional(v.string()),
  card: v.nullable(CardSchema),
});
type Attempt = v.InferOutput<typeof AttemptSchema>;

function readAttempt(storage: KeyValueStorage, accountNumber: string): Attempt | null {
  try {
    const parsed = v.safeParse(
      AttemptSchema,
      JSON.parse(storage.getItem(AUTO_RENEWAL_ATTEMPT_KEY) ?? 'null'),
    );
    return parsed.success && parsed.output.accountNumber === accountNumber ? parsed.output : null;
  } catch {
    return null; // Junk in storage: a new attempt.
  }
}

/**
 * This line's attempt, recorded before the call leaves: sent again (a lost answer, a retry, a
 * reload) it carries the same key and the gateway answers the request it already made.
 */
function attemptFor(storage: KeyValueStorage, accountNumber: string, card: SavedCardChoice | null): Attempt {
  const kept = readAttempt(storage, accountNumber);
  const attempt = { accountNumber, idempotencyKey: kept?.idempotencyKey ?? newIdempotencyKey(), card };
  storage.setItem(AUTO_RENEWAL_ATTEMPT_KEY, JSON.stringify(attempt));
  return attempt;
}

export interface AutoRenewalDeps extends PaymentServicesDeps {
  storage: KeyValueStorage;
}

/**
 * Auto-renewal's gateway calls for one line: the specifications (and the saved cards, read as the
 * payment pages read them), payment_request by subscription, cancel by subscription, and the
 * request's status. A change settled reads that line's queries again, and no other line's.
 */
export function autoRenewalGatewayCalls(
  deps: AutoRenewalDeps,
  line: AutoRenewalLine,
): AutoRenewalGatewayCalls {
  const { gateway, queryClient, storage } = deps;
  const { accountNumber } = line;
  const lineChanged = () => invalidateLineQueries(queryClient, line.orderRef);
  const readSpec = () => queryClient.fetchQuery({ ...autoRenewalQuery(gateway, line), staleTime: 0 });
  return {
    async onEligibility() {
      const [spec, savedCards] = await Promise.all([readSpec(), payableSavedCardChoices(deps)]);
      const answer = autoRenewalEligibility(spec, 'on');
      if (!answer.eligible) {
        return { ...answer, reasonMessageId: autoRenewalRefusalMessageId(answer.reason) };
      }
      return { eligible: true, details: { spec, savedCards } };
    },
    async offEligibility() {
      const spec = await readSpec();
      const answer = autoRenewalEligibility(spec, 'off');
      if (!answer.eligible) {
        return { ...answer, reasonMessageId: autoRenewalRefusalMessageId(answer.reason) };
      }
      return { eligible: true, details: spec };
    },
    async enable({ terms, spec, card }, signal) {
      const attempt = attemptFor(storage, accountNumber, card);
      const answer = await enableAutoRenewal(cancellable(gateway, signal), {
        accountNumber,
        paymentMethodId: terms.card === NEW_CARD ? null : terms.card,
        consent: terms.consent,
        amount: spec.amount,
        frequencyDays: spec.frequencyDays,
        idempotencyKey: attempt.idempotencyKey,
      });
      storage.setItem(AUTO_RENEWAL_ATTEMPT_KEY, JSON.stringify({ ...attempt, requestId: answer.requestId }));
      return {
        requestId: answer.requestId,
        status: answer.status,
        payment: answer.payment
          ? { orderReference: answer.payment.orderRef, amount: answer.payment.amount.amount }
          : null,
      };
    },
    async disable(signal) {
      const spec = await cancelAutoRenewal(cancellable(gateway, signal), { accountNumber });
      await lineChanged();
      return spec;
    },
    async status({ requestId }, signal) {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the next time is a new attempt, and the line and details pages read it again.
        storage.removeItem(AUTO_RENEWAL_ATTEMPT_KEY);
        void lineChanged();
      }
      return { status: answer.status };
    },
  };
}

/** The card chosen for the first payment of this request (a reload reads it back), or null: a new card. */
function chosenCard(
  storage: KeyValueStorage,
  accountNumber: string,
  requestId: string,
): SavedCardChoice | null {
  const attempt = readAttempt(storage, accountNumber);
  return attempt?.requestId === requestId ? attempt.card : null;
}

export interface AutoRenewalServices {
  calls: AutoRenewalGatewayCalls;
  storage: KeyValueStorage;
  /** The first payment's child (ServiceRequestPaymentInput → ServiceRequestPaymentOutput): provideAutoRenewalPayment. */
  payment: AnyActorLogic;
}

/**
 * The first payment, by card only (the purchase's payment machine: the chosen saved card ready,
 * or a new card's hosted fields; never OXXO or SPEI, which leave no card to renew with). A reload
 * reads the chosen card back from the attempt record. `targetOrigin`: the storefront's origin.
 */
export function provideAutoRenewalPayment(
  deps: AutoRenewalDeps,
  line: AutoRenewalLine,
  targetOrigin: string,
) {
  return createServicePaymentMachine((due) =>
    serviceCardPaymentInput(
      deps,
      due,
      chosenCard(deps.storage, line.accountNumber, due.requestId),
      targetOrigin,
    ),
  ).provide({ actors: { orderPayment: provideOrderPaymentMachine(deps) } });
}

/** Turning on, wired: eligibility, the submit (with the card chosen and the consent), the first payment, the status. */
export function provideAutoRenewalOn(
  flow: AutoRenewalOnFlow,
  services: AutoRenewalServices,
): AutoRenewalOnMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: (_, signal) => calls.onEligibility(signal),
    submit: async (input, signal) => {
      const terms = readAutoRenewalTerms(input.data[AUTO_RENEWAL_TERMS_STEP]);
      // The form cannot end without both; a save tampered with is refused here, nothing sent.
      if (!terms || !input.eligibility) throw new Error('autoRenewalOn: the terms were not agreed');
      const card = input.eligibility.savedCards.find((saved) => saved.paymentMethodId === terms.card) ?? null;
      return calls.enable({ terms, spec: input.eligibility.spec, card }, signal);
    },
    status: ({ requestId }, signal) => calls.status({ requestId }, signal),
    pay: services.payment,
  });
}

/** Turning off, wired: eligibility (it is on), the review, cancel by subscription, done at once. */
export function provideAutoRenewalOff(
  flow: AutoRenewalOffFlow,
  services: Pick<AutoRenewalServices, 'calls' | 'storage'>,
): AutoRenewalOffMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: (_, signal) => calls.offEligibility(signal),
    // Cancel by subscription is immediate: no request to follow, the answer is the outcome.
    submit: async (input, signal) => {
      await calls.disable(signal);
      return { requestId: `auto-renewal-off-${input.subject}`, status: 'DONE' as const, payment: null };
    },
    status: async () => ({ status: 'DONE' as const }),
  });
}
