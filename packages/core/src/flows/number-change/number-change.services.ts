import * as v from 'valibot';
import { type AnyActorLogic, fromPromise } from 'xstate';
import { OTP_RESEND_THRESHOLD_SECONDS } from '../../config/constants.ts';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import { errorMessageId } from '../../i18n/error-messages.ts';
import { serviceRequestPhase } from '../../machines/service-request-template/index.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import { otpEndTime } from '../../onboarding/otp-countdown.ts';
import { failureFields } from '../../purchase/field-message.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { SERVICE_REQUEST_KEY_PREFIX } from '../../stores/storage-keys.ts';
import {
  generateNumberChangeOtt,
  type NumberChangeAction,
  numberChangeEligibility,
  submitNumberChange,
} from './gateway/index.ts';
import type { NumberChangeFlow, NumberChangeMachine } from './number-change.machine.ts';
import {
  codeIsSpent,
  numberChangeRefusalMessageId,
  numberChangeSubmission,
  numberRecoverySubmission,
} from './number-change.rules.ts';
import type { NumberChangeGatewayCalls, NumberChangeLine, SentCode } from './number-change.types.ts';
import { numberChangeCodeMachine } from './number-change-code.machine.ts';

/**
 * Where the code sent for a line and action is kept (with the flows' saves, so a logout clears
 * it): one record each, so a code asked for another line or action leaves this one's alone.
 */
export const numberChangeCodeKey = (line: { accountNumber: string; action: NumberChangeAction }): string =>
  `${SERVICE_REQUEST_KEY_PREFIX}number-change.code.${line.accountNumber}.${line.action}`;
/**
 * The attempt of this line's change or recovery (`action`: another request, so another key),
 * recorded before the submit leaves: sent again (a lost answer, a retry, a reload) it carries the
 * same key, so the gateway answers the request and fee order it already made.
 */
export const NUMBER_CHANGE_ATTEMPTS = serviceRequestAttempts(
  'number-change',
  v.object({ action: v.picklist(['CHANGE', 'RECOVERY']) }),
);

const SavedCodeSchema = v.object({
  subject: v.string(),
  action: v.picklist(['CHANGE', 'RECOVERY']),
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  expiresAt: v.number(),
  resendAt: v.number(),
});

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    // Junk in storage: nothing kept.
    return null;
  }
}

/** The code sent for this line and action that has not expired, or null (a reload keeps it). */
export function savedCode(
  storage: KeyValueStorage,
  line: { accountNumber: string; action: NumberChangeAction },
  now: number = Date.now(),
): SentCode | null {
  const parsed = v.safeParse(SavedCodeSchema, readJson(storage, numberChangeCodeKey(line)));
  if (!parsed.success) return null;
  const saved = parsed.output;
  if (saved.subject !== line.accountNumber || saved.action !== line.action || saved.expiresAt <= now)
    return null;
  return { requestId: saved.requestId, expiresAt: saved.expiresAt, resendAt: saved.resendAt };
}

/**
 * Number change's and recovery's gateway calls. A request sent, or settled, reads that
 * line's queries again (its number, its eligibility), and no other line's.
 */
export function numberChangeGatewayCalls(
  { gateway, queryClient, storage, now = Date.now }: ServiceGatewayDeps,
  line: Pick<NumberChangeLine, 'orderRef'>,
): NumberChangeGatewayCalls {
  const lineChanged = () => (line.orderRef ? invalidateLineQueries(queryClient, line.orderRef) : undefined);
  return {
    async eligibility({ accountNumber, action }, signal) {
      const answer = await numberChangeEligibility(cancellable(gateway, signal), { accountNumber, action });
      if (!answer.eligible) {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: numberChangeRefusalMessageId(answer.reason, action),
        };
      }
      if (action === 'RECOVERY' && answer.recoverable.length === 0) {
        return {
          eligible: false,
          reason: 'NO_RECOVERABLE_NUMBER',
          reasonMessageId: numberChangeRefusalMessageId('NO_RECOVERABLE_NUMBER', action),
        };
      }
      return {
        eligible: true,
        details: {
          currentNumber: answer.currentNumber,
          fees: answer.fees ?? null,
          recoverable: answer.recoverable,
        },
      };
    },
    async sendCode({ accountNumber, action, previous }, signal) {
      const answer = await generateNumberChangeOtt(cancellable(gateway, signal), {
        accountNumber,
        ...(previous ? { previousRequestId: previous } : {}),
      });
      const at = now();
      const expiresAt = otpEndTime(answer.expiresIn, at);
      const sent: SentCode = {
        requestId: answer.requestId,
        expiresAt,
        resendAt: Math.max(at, expiresAt - OTP_RESEND_THRESHOLD_SECONDS * 1000),
      };
      storage.setItem(
        numberChangeCodeKey({ accountNumber, action }),
        JSON.stringify({ subject: accountNumber, action, ...sent }),
      );
      return sent;
    },
    async submit(owner, submission, signal) {
      const code = savedCode(storage, submission, now());
      const idempotencyKey = NUMBER_CHANGE_ATTEMPTS.idempotencyKey(storage, owner, {
        action: submission.action,
      });
      const answer = await submitNumberChange(cancellable(gateway, signal), {
        accountNumber: submission.accountNumber,
        action: submission.action,
        number: submission.number,
        ...(submission.category ? { category: submission.category } : {}),
        otpCode: submission.otpCode,
        idempotencyKey,
        // No code sent (or it expired here): the gateway answers 400166, said in words.
        ottRequestId: code?.requestId ?? '',
      }).catch((error: unknown) => {
        // A code refused for good is forgotten: after a reload the customer asks for a new one
        // at once instead of waiting for it to expire.
        if (codeIsSpent(errorMessageId(failureFields(error))))
          storage.removeItem(numberChangeCodeKey(submission));
        throw error;
      });
      // The code is spent: a later request needs a new one.
      storage.removeItem(numberChangeCodeKey(submission));
      void lineChanged();
      return {
        requestId: answer.requestId,
        status: answer.status,
        number: answer.number,
        payment: answer.payment
          ? { orderReference: answer.payment.orderReference, amount: answer.payment.amount.amount }
          : null,
      };
    },
    async status(owner, { requestId }, signal) {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the line shows its number as it now is, and a new change is a new attempt.
        NUMBER_CHANGE_ATTEMPTS.forget(storage, owner);
        void lineChanged();
      }
      return { status: answer.status };
    },
  };
}

export interface NumberChangeServices {
  calls: NumberChangeGatewayCalls;
  storage: KeyValueStorage;
  /** The payment child (provideServicePayment), for a premium number or a recovery's fee. */
  payment: AnyActorLogic;
}

/**
 * A number change or recovery machine wired to the gateway, to storage and to the payment child:
 * what a screen runs, without providing anything itself. The subject is the line's account
 * number. Neither is withdrawn from the flow: cancel eligibility always answers no.
 */
export function provideNumberChange(
  flow: NumberChangeFlow,
  action: NumberChangeAction,
  services: NumberChangeServices,
): NumberChangeMachine {
  const { calls } = services;
  const submission = action === 'CHANGE' ? numberChangeSubmission : numberRecoverySubmission;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ accountNumber: subject, action }, signal),
    submit: (input, signal) => calls.submit(input, submission(input.subject, input.data), signal),
    status: async (input, signal) => ({
      status: (await calls.status(input, { requestId: input.requestId }, signal)).status,
    }),
    pay: services.payment,
  });
}

/** The code machine wired to the gateway (the code's id is kept for the request and a reload). */
export function provideNumberChangeCodeMachine(calls: Pick<NumberChangeGatewayCalls, 'sendCode'>) {
  return numberChangeCodeMachine.provide({
    actors: { sendCode: fromPromise(({ input, signal }) => calls.sendCode(input, signal)) },
  });
}
