import * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import {
  type PaymentServicesDeps,
  provideOrderPaymentMachine,
} from '../../machines/payment/payment.services.ts';
import type { SavedCardChoice } from '../../machines/payment/payment.types.ts';
import {
  payableSavedCardChoices,
  serviceCardPaymentInput,
} from '../../machines/payment-choice/payment-choice.services.ts';
import { createServicePaymentMachine } from '../../machines/service-payment/service-payment.machine.ts';
import { serviceRequestPhase } from '../../machines/service-request-template/index.ts';
import { paymentDue } from '../../machines/service-request-template/payment-due.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import { autoRenewalQuery } from '../../queries/renewal-specifications-query.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
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
import { cancelAutoRenewal, enableAutoRenewal } from './gateway/index.ts';

const CardSchema = v.object({ paymentMethodId: v.string(), brand: v.string(), last4: v.string() });

/**
 * This line's attempt to turn auto-renewal on, recorded before the call leaves: sent again (a lost
 * answer, a retry, a reload) it carries the same key and the gateway answers the request it
 * already made. Beside the key: the card chosen for the first payment, and the request the
 * gateway answered with (the payment step reads the card back for that request only).
 */
export const AUTO_RENEWAL_ATTEMPTS = serviceRequestAttempts(
  'autoRenewal',
  v.object({ requestId: v.nullable(v.string()), card: v.nullable(CardSchema) }),
);

/** The attempt's owner: the customer and the line's account number (the flow's subject). */
const attemptOwner = (line: AutoRenewalLine) => ({ customer: line.customer, subject: line.accountNumber });

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
  const owner = attemptOwner(line);
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
      // Another card chosen on a retry is the same attempt: the key stays, the card is the new one.
      const idempotencyKey = AUTO_RENEWAL_ATTEMPTS.idempotencyKey(
        storage,
        owner,
        { requestId: null, card },
        () => true,
      );
      const answer = await enableAutoRenewal(cancellable(gateway, signal), {
        accountNumber,
        paymentMethodId: terms.card === NEW_CARD ? null : terms.card,
        consent: terms.consent,
        amount: spec.amount,
        frequencyDays: spec.frequencyDays,
        idempotencyKey,
      });
      AUTO_RENEWAL_ATTEMPTS.remember(storage, owner, {
        idempotencyKey,
        kept: { requestId: answer.requestId, card },
      });
      return {
        requestId: answer.requestId,
        status: answer.status,
        payment: paymentDue(answer.payment),
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
        AUTO_RENEWAL_ATTEMPTS.forget(storage, owner);
        void lineChanged();
      }
      return { status: answer.status };
    },
  };
}

/** The card chosen for the first payment of this request (a reload reads it back), or null: a new card. */
function chosenCard(
  storage: KeyValueStorage,
  line: AutoRenewalLine,
  requestId: string,
): SavedCardChoice | null {
  const attempt = AUTO_RENEWAL_ATTEMPTS.read(storage, attemptOwner(line));
  return attempt?.kept.requestId === requestId ? attempt.kept.card : null;
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
    serviceCardPaymentInput(deps, due, chosenCard(deps.storage, line, due.requestId), targetOrigin),
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
