import { fromPromise } from 'xstate';
import { captureContext } from '../../gateway/payments/capture-context.ts';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import { otpTimerMachine } from '../../machines/otp-timer/otp-timer.machine.ts';
import { cardEntryMachine } from '../../machines/payment/card-entry/card-entry.machine.ts';
import {
  type CollectLogic,
  collectChild,
  serviceRequestPhase,
} from '../../machines/service-request-template/index.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { lineHomeQuery } from '../../queries/order-queries.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { createCardUpdateCollectMachine, readRequestData, readVerifyData } from './card-update.collect.ts';
import type { CardUpdateFlow, CardUpdateMachine } from './card-update.machine.ts';
import { cardUpdateEligibility, cardUpdateRefusalMessageId } from './card-update.rules.ts';
import type { CardUpdateGatewayCalls, CardUpdateLine } from './card-update.types.ts';
import { requestCardUpdateCode } from './gateway/request-card-update-code.ts';
import { resendCardUpdateCode } from './gateway/resend-card-update-code.ts';
import { submitCardUpdate } from './gateway/submit-card-update.ts';
import { verifyCardUpdateCode } from './gateway/verify-card-update-code.ts';

/**
 * Card update's gateway calls for one line. Eligibility is the line read again (its status and
 * activation decide, with cardUpdateEligibility, as the gateway's own refusal would); a settled
 * update reads that line's queries again (its renewal card changed), and no other line's.
 */
export function cardUpdateGatewayCalls(
  // Its calls keep no attempt key, so they need no storage.
  { gateway, queryClient }: Pick<ServiceGatewayDeps, 'gateway' | 'queryClient'>,
  line: Pick<CardUpdateLine, 'orderRef'>,
): CardUpdateGatewayCalls {
  return {
    async eligibility() {
      const home = await queryClient.fetchQuery({ ...lineHomeQuery(gateway, line.orderRef), staleTime: 0 });
      if (home.kind !== 'line') {
        return {
          eligible: false,
          reason: 'SIM_NOT_ACTIVATED',
          reasonMessageId: cardUpdateRefusalMessageId('SIM_NOT_ACTIVATED'),
        };
      }
      const current = home.line;
      const answer = cardUpdateEligibility(current);
      if (!answer.eligible) {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: cardUpdateRefusalMessageId(answer.reason),
        };
      }
      return {
        eligible: true,
        details: {
          msisdn: current.msisdn,
          currentCard: current.renewalCard,
          autoRenewal: current.autoRenewal,
          renewalDate: current.renewalDate,
        },
      };
    },
    requestCode: (input) => requestCardUpdateCode(gateway, input),
    resendCode: (input) => resendCardUpdateCode(gateway, input),
    verifyCode: (input) => verifyCardUpdateCode(gateway, input),
    captureContext: (input) => captureContext(gateway, input),
    submit: (input, signal) => submitCardUpdate(cancellable(gateway, signal), input),
    async status({ requestId }, signal) {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending')
        void invalidateLineQueries(queryClient, line.orderRef);
      return { status: answer.status };
    },
  };
}

export interface CardUpdateServices {
  calls: CardUpdateGatewayCalls;
  storage: KeyValueStorage;
  /** The storefront's origin: the hosted fields talk to it only. */
  targetOrigin: string;
}

/**
 * The collect child for one line: the code calls for its account, the OTP timer validating with
 * them (a right code answers the update it opens, kept as the timer's token), the card entry with
 * the capture context.
 */
export function cardUpdateCollect(services: CardUpdateServices, accountNumber: string): CollectLogic {
  const { calls } = services;
  const requestCode = () => calls.requestCode({ accountNumber });
  const machine = createCardUpdateCollectMachine(services.targetOrigin).provide({
    actors: {
      requestCode: fromPromise(requestCode),
      otp: otpTimerMachine.provide({
        actors: {
          validateOtp: fromPromise(async ({ input }) => {
            const verified = await calls.verifyCode({
              accountNumber,
              requestId: input.requestId,
              otpCode: input.otpCode,
            });
            return { accessToken: verified.updateId };
          }),
          resendOtp: fromPromise(({ input }) => calls.resendCode({ requestId: input.requestId })),
          requestFreshOtp: fromPromise(requestCode),
        },
      }),
      cardEntry: cardEntryMachine.provide({
        actors: { fetchCaptureContext: fromPromise(({ input }) => calls.captureContext(input)) },
      }),
    },
  });
  return collectChild(machine);
}

/** The card-update machine wired to the gateway and storage, for the line it is opened on. */
export function provideCardUpdate(
  flow: CardUpdateFlow,
  services: CardUpdateServices,
  accountNumber: string,
): CardUpdateMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: (_, signal) => calls.eligibility(signal),
    collect: cardUpdateCollect(services, accountNumber),
    submit: async (input, signal) => {
      const updateId = readVerifyData(input.data).updateId ?? '';
      const card = readRequestData(input.data);
      const answer = await calls.submit(
        { accountNumber: input.subject, updateId, transientToken: card?.token ?? '' },
        signal,
      );
      return { requestId: answer.requestId, status: answer.status, card: answer.card, payment: null };
    },
    status: ({ requestId }, signal) => calls.status({ requestId }, signal),
  });
}
