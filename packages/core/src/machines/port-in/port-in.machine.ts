import { assign, emit, fromPromise, setup } from 'xstate';
import { digitsOf } from '../../purchase/field-message.ts';
import { emptyOtpBoxes, otpCodeCompletedBy } from '../../validation/otp.ts';
import { portInDetailsValid, portInFailure, portInOtpComplete, portInRefusal } from './port-in.rules.ts';
import type {
  CodeCheckInput,
  CodeCheckResult,
  CodeRequestInput,
  CodeRequestResult,
  NumberCheckInput,
  NumberCheckResult,
  PortInContext,
  PortInDonor,
  PortInDraft,
  PortInEvent,
  PortInInput,
  PortInVerifiedEmitted,
  RecordTransferParams,
} from './port-in.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`portIn: actor "${name}" was not provided`);
};

/**
 * A number transfer (port-in) on the connection-details step, in Mexico's terms: the customer
 * types the number and the 4-digit NIP they got by texting NIP to 051 (valid 5 days). The number
 * check answers the operator that holds it (the portability database), so the customer names the
 * operator only when the database does not know the number (or to correct it). The eligibility
 * (portInEligibility) then checks number, operator and NIP. Where the operator's port-in config asks
 * for it (`otpRequired`), a code is texted to the number and the customer types it back
 * (validatePortInOtp), proving they hold the line; a Mexican operator asks none, the NIP being
 * itself texted by 051 to the line, so the eligibility answered is the proof (`codeSent: false`).
 *
 * details → checkingNumber → requestingCode → codeSent ⇄ verifyingCode → verified
 *                                          ↘ (no code sent) ────────────→ verified
 *
 * Changing the donor, the number or the NIP after a code was sent drops the code: it was sent
 * for the old details. Refusals land back where the customer can fix them, with what they typed.
 * The order and the step's draft are written through the provided actions `recordTransfer` and
 * `keepDraft` (port-in.services.ts); `verified` is emitted once the order holds the transfer.
 */
/**
 * Asking for the SMS code (portInEligibility): the first time or again. Both store the answer
 * the same way; only where a failure leaves the customer differs.
 */
const requestCodeState = (options: { resent: boolean; afterFailure: 'details' | 'codeSent' }) =>
  ({
    invoke: {
      src: 'requestCode',
      input: ({ context }: { context: PortInContext }) => ({
        number: context.number,
        donor: context.donorId,
        nip: context.nip,
      }),
      onDone: [
        {
          // The operator sent no code: the eligibility answered is the proof.
          guard: {
            type: 'noCodeSent',
            params: ({ event }: { event: { output: CodeRequestResult } }) => ({ result: event.output }),
          },
          target: 'verified',
          actions: [
            {
              type: 'storeCodeRequest',
              params: ({ event }: { event: { output: CodeRequestResult } }) => ({
                result: event.output,
                resent: false,
              }),
            },
            recordTransfer,
            'emitVerified',
          ],
        },
        {
          target: 'codeSent',
          actions: {
            type: 'storeCodeRequest',
            params: ({ event }: { event: { output: CodeRequestResult } }) => ({
              result: event.output,
              resent: options.resent,
            }),
          },
        },
      ],
      onError: {
        target: options.afterFailure,
        actions: {
          type: 'recordFailure',
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  }) as const;

/**
 * After the donor or the number changed: the draft keeps them, and whether the donor was found
 * from the number (not the NIP: a secret for 5 days).
 */
const keepTyped = {
  type: 'keepDraft',
  params: ({ context }: { context: PortInContext }) => ({
    donorId: context.donorId,
    number: context.number,
    donorFromNumber: context.donorFromNumber,
  }),
} as const;

/** The donor or the number changed once a code was sent: that code was for the old details. */
const afterCode = (change: 'setDonor' | 'setNumber') =>
  ({
    target: 'details',
    actions: [
      'forgetCode',
      { type: change, params: ({ event }: { event: { value: string } }) => ({ value: event.value }) },
      keepTyped,
    ],
  }) as const;

/** The verified transfer into the order, the donor named as the donor list names it. */
const recordTransfer = {
  type: 'recordTransfer',
  params: ({ context }: { context: PortInContext }) => ({
    number: context.number,
    donor: {
      id: context.donorId,
      name: context.donors.find((donor) => donor.id === context.donorId)?.name ?? context.donorId,
    },
    requestId: context.requestId ?? '',
  }),
} as const;

export const portInMachine = setup({
  types: {
    context: {} as PortInContext,
    input: {} as PortInInput,
    events: {} as PortInEvent,
    emitted: {} as PortInVerifiedEmitted,
  },
  actors: {
    checkNumber: fromPromise<NumberCheckResult, NumberCheckInput>(notProvided('checkNumber')),
    requestCode: fromPromise<CodeRequestResult, CodeRequestInput>(notProvided('requestCode')),
    checkCode: fromPromise<CodeCheckResult, CodeCheckInput>(notProvided('checkCode')),
  },
  guards: {
    isRestored: ({ context }) => context.requestId !== null,
    detailsValid: ({ context }) =>
      portInDetailsValid(context, { numberLength: context.numberLength, donorFromNumber: true }),
    numberAccepted: (_, params: { result: NumberCheckResult }) => params.result.valid,
    /** Accepted, with a donor to ask the code with: the customer's, else the one the check answered. */
    numberAcceptedWithDonor: ({ context }, params: { result: NumberCheckResult }) =>
      params.result.valid && (context.donorId !== '' || Boolean(params.result.donor)),
    otpComplete: ({ context }) => portInOtpComplete(context.otp),
    /** This change fills the sixth box (typed or pasted) with a code not already checked. */
    completesCode: ({ context }, params: { boxes: readonly string[] }) =>
      otpCodeCompletedBy(context.otp, params.boxes) !== '',
    codeAccepted: (_, params: { result: CodeCheckResult }) => params.result.verified,
    noCodeSent: (_, params: { result: CodeRequestResult }) => params.result.codeSent === false,
    hasRequest: ({ context }) => context.requestId !== null,
  },
  actions: {
    /** Provided: the order's transfer (choosePortIn). */
    recordTransfer: (_, _params: RecordTransferParams) => {},
    /** Provided: the step's draft, so a reload keeps what was typed. */
    keepDraft: (_, _params: PortInDraft) => {},
    setDonor: assign((_, params: { value: string }) => ({
      donorId: params.value,
      donorFromNumber: false,
      errorMessageId: null,
      errorField: null,
    })),
    // The donor the check found was the old number's: another number is looked up again.
    setNumber: assign(({ context }, params: { value: string }) => ({
      number: digitsOf(params.value),
      ...(context.donorFromNumber && digitsOf(params.value) !== context.number
        ? { donorId: '', donorFromNumber: false }
        : {}),
      errorMessageId: null,
      errorField: null,
    })),
    /** The operator the number check answered, when the customer named none. */
    takeDonorFromCheck: assign(({ context }, params: { result: NumberCheckResult }) =>
      context.donorId === '' && params.result.donor
        ? { donorId: params.result.donor, donorFromNumber: true }
        : {},
    ),
    recordDonorUnknown: assign({
      errorMessageId: 'connection_details.donor_not_found' as const,
      errorField: 'donor' as const,
      showFieldErrors: true,
    }),
    setNip: assign((_, params: { value: string }) => ({
      nip: digitsOf(params.value),
      errorMessageId: null,
      errorField: null,
    })),
    setOtp: assign((_, params: { boxes: readonly string[] }) => ({
      otp: [...params.boxes],
      showOtpError: false,
      errorMessageId: null,
      codeResent: false,
    })),
    setNumberLength: assign((_, params: { value: number | null }) => ({ numberLength: params.value })),
    setOtpRequired: assign((_, params: { value: boolean }) => ({ otpRequired: params.value })),
    setDonors: assign((_, params: { donors: readonly PortInDonor[] }) => ({ donors: [...params.donors] })),
    revealFieldErrors: assign({ showFieldErrors: true }),
    revealOtpError: assign({ showOtpError: true }),
    clearError: assign({ errorMessageId: null, errorField: null, codeResent: false }),
    storeCodeRequest: assign((_, params: { result: CodeRequestResult; resent: boolean }) => ({
      requestId: params.result.requestId,
      expiresIn: params.result.expiresIn ?? null,
      otp: emptyOtpBoxes(),
      showOtpError: false,
      codeResent: params.resent,
      errorMessageId: null,
      errorField: null,
    })),
    forgetCode: assign({
      requestId: null,
      expiresIn: null,
      otp: () => emptyOtpBoxes(),
      showOtpError: false,
      codeResent: false,
    }),
    recordFailure: assign((_, params: { error: unknown }) => {
      const failure = portInFailure(params.error);
      return { errorMessageId: failure.messageId, errorField: failure.field, showFieldErrors: true };
    }),
    recordRefusal: assign((_, params: { reason: string | undefined }) => {
      const refusal = portInRefusal(params.reason);
      return { errorMessageId: refusal.messageId, errorField: refusal.field, showFieldErrors: true };
    }),
    recordWrongCode: assign({ errorMessageId: 'errors.otp.incorrect', errorField: null }),
    emitVerified: emit(({ context }) => ({
      type: 'verified' as const,
      number: context.number,
      donorId: context.donorId,
      donorFromNumber: context.donorFromNumber,
      requestId: context.requestId ?? '',
    })),
  },
}).createMachine({
  id: 'portIn',
  context: ({ input }) => ({
    donors: [],
    donorId: input.restored?.donorId ?? input.donorId ?? '',
    // Found from the number before a reload: still the number's finding, so another number drops it.
    donorFromNumber: Boolean(
      (input.restored ? input.restored.donorFromNumber : input.donorFromNumber) &&
        (input.restored?.donorId ?? input.donorId),
    ),
    number: digitsOf(input.restored?.number ?? input.number ?? ''),
    nip: '',
    otp: emptyOtpBoxes(),
    numberLength: input.numberLength ?? null,
    otpRequired: true,
    requestId: input.restored?.requestId ?? null,
    expiresIn: null,
    showFieldErrors: false,
    showOtpError: false,
    errorMessageId: null,
    errorField: null,
    codeResent: false,
  }),
  on: {
    'NUMBER_LENGTH.SET': {
      actions: { type: 'setNumberLength', params: ({ event }) => ({ value: event.value }) },
    },
    'DONORS.SET': { actions: { type: 'setDonors', params: ({ event }) => ({ donors: event.donors }) } },
    'OTP_REQUIRED.SET': {
      actions: { type: 'setOtpRequired', params: ({ event }) => ({ value: event.value }) },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isRestored', target: 'verified' }, { target: 'details' }],
    },
    details: {
      on: {
        'DONOR.CHANGE': {
          actions: [{ type: 'setDonor', params: ({ event }) => ({ value: event.value }) }, keepTyped],
        },
        'NUMBER.CHANGE': {
          actions: [{ type: 'setNumber', params: ({ event }) => ({ value: event.value }) }, keepTyped],
        },
        'NIP.CHANGE': { actions: { type: 'setNip', params: ({ event }) => ({ value: event.value }) } },
        SUBMIT: [
          { guard: 'detailsValid', target: 'checkingNumber', actions: 'clearError' },
          { actions: 'revealFieldErrors' },
        ],
      },
    },
    checkingNumber: {
      invoke: {
        src: 'checkNumber',
        input: ({ context }) => ({ number: context.number, donor: context.donorId }),
        onDone: [
          {
            guard: { type: 'numberAcceptedWithDonor', params: ({ event }) => ({ result: event.output }) },
            target: 'requestingCode',
            actions: [
              { type: 'takeDonorFromCheck', params: ({ event }) => ({ result: event.output }) },
              keepTyped,
            ],
          },
          {
            // A number the database does not know: the customer names the operator.
            guard: { type: 'numberAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'details',
            actions: 'recordDonorUnknown',
          },
          {
            target: 'details',
            actions: { type: 'recordRefusal', params: ({ event }) => ({ reason: event.output.reason }) },
          },
        ],
        onError: {
          target: 'details',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // A refused first request goes back to the details; a refused resend keeps the code screen.
    requestingCode: requestCodeState({ resent: false, afterFailure: 'details' }),
    codeSent: {
      on: {
        // The sixth digit sends the code, as on the sign-up code screen: no Next to find.
        'OTP.CHANGE': [
          {
            guard: { type: 'completesCode', params: ({ event }) => ({ boxes: event.boxes }) },
            target: 'verifyingCode',
            actions: [{ type: 'setOtp', params: ({ event }) => ({ boxes: event.boxes }) }, 'clearError'],
          },
          { actions: { type: 'setOtp', params: ({ event }) => ({ boxes: event.boxes }) } },
        ],
        SUBMIT: [
          { guard: 'otpComplete', target: 'verifyingCode', actions: 'clearError' },
          { actions: 'revealOtpError' },
        ],
        RESEND: { target: 'resendingCode', actions: 'clearError' },
        EDIT: { target: 'details', actions: ['forgetCode', 'clearError'] },
        'DONOR.CHANGE': afterCode('setDonor'),
        'NUMBER.CHANGE': afterCode('setNumber'),
        'NIP.CHANGE': {
          target: 'details',
          actions: ['forgetCode', { type: 'setNip', params: ({ event }) => ({ value: event.value }) }],
        },
      },
    },
    resendingCode: requestCodeState({ resent: true, afterFailure: 'codeSent' }),
    verifyingCode: {
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({ requestId: context.requestId ?? '', otpCode: context.otp.join('') }),
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'verified',
            actions: [recordTransfer, 'emitVerified'],
          },
          { target: 'codeSent', actions: 'recordWrongCode' },
        ],
        onError: {
          target: 'codeSent',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: {
      on: {
        // Back on the step after the code was validated: Next goes on with the same request.
        SUBMIT: { guard: 'hasRequest', actions: [recordTransfer, 'emitVerified'] },
        EDIT: { target: 'details', actions: ['forgetCode', 'clearError'] },
        'DONOR.CHANGE': afterCode('setDonor'),
        'NUMBER.CHANGE': afterCode('setNumber'),
      },
    },
  },
});

export type PortInMachine = typeof portInMachine;
