import { generateNumberChangeOtt, submitNumberChange } from '@senda/core/flows/number-change';
import { newIdempotencyKey } from '@senda/core/gateway';
import {
  FORM_STEP,
  type ServiceRequestFlow,
  type ServiceRequestProgress,
} from '@senda/core/machines/service-request-template';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise, setup } from 'xstate';
import {
  type FlowStoryOptions,
  flowStories,
  journeyAfter,
  never,
  refused,
} from '../../../storybook/flow-story';
import type { MachineDirection, MachineScriptStep } from '../../../storybook/machine-registry';
import type { ScenarioCustomer } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp } from '../../../storybook/story-kit';
import { NUMBER_CHANGE_FLOW, NUMBER_RECOVERY_FLOW } from './number-change-flow';

/**
 * Number change (journeys/number-change.json on the service-request template) and number
 * recovery (one form), every state of the `numberChange`, `numberRecovery` and `numberChangeCode`
 * machines on the page that shows it, for a sandbox customer signed in. A request part-way is the
 * flow's own save (as a reload finds it), made with core's saveServiceRequest over a request the
 * sandbox made; calls held (never answer) or refused show the busy and failed states.
 */
export default { title: 'Manage/Number change', render: renderApp } satisfies Meta;

/** The code refused by the gateway (422028): a wrong code. */
const wrongCode = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('422028'), { status: 422, errorId: 422028 });
  });

type Flow = 'numberChange' | 'numberRecovery';
const saveOf = (flow: ServiceRequestFlow) => ({
  flow,
  subject: (customer: ScenarioCustomer) => customer.accountNumber,
});
const STORY = {
  numberChange: flowStories({
    machineId: 'numberChange',
    paths: {
      first: '/manage/change-number',
      review: '/manage/change-number/details',
      pay: '/manage/payment',
    },
    page: 'first',
    scenario: 'number-change-eligible',
    paidFlowId: 'number-change',
    save: saveOf(NUMBER_CHANGE_FLOW),
  }),
  numberRecovery: flowStories({
    machineId: 'numberRecovery',
    paths: {
      first: '/manage/recovery-number',
      review: '/manage/recovery-number',
      pay: '/manage/recovery-number/payment',
    },
    page: 'first',
    scenario: 'number-recovery-eligible',
    save: saveOf(NUMBER_RECOVERY_FLOW),
  }),
};

/** A story of the flow; the code's states (`numberChangeCode.…`) and direction (`code`) too. */
function flowStory(
  flow: Flow,
  states: string[],
  { code, ...options }: FlowStoryOptions<'first' | 'review' | 'pay'> & { code?: MachineDirection } = {},
): StoryObj {
  const isCode = (state: string) => state.startsWith('numberChangeCode.');
  return STORY[flow](
    states.filter((state) => !isCode(state)),
    {
      ...options,
      alsoShows: states.filter(isCode),
      ...(code ? { alsoDirects: { numberChangeCode: code } } : {}),
    },
  );
}

/**
 * A request sent through the gateway as the storefront sends it (the code mailed and typed): a
 * premium number for a change, the old number after its free days for a recovery, each with its
 * order.
 */
async function sentWithFee(
  env: StoryEnv,
  flow: Flow,
  customer: ScenarioCustomer,
): Promise<Partial<ServiceRequestProgress>> {
  const { state } = env.sandbox;
  const { gateway } = env.services;
  const userId = state.auth.authenticate(customer.accessToken)?.userId ?? '';
  const line = state.lines.get(customer.accountNumber, userId);
  let number: string;
  if (flow === 'numberChange') {
    const [premium] = state.numbers.search({ category: 'PREMIUM_NUMBER', limit: 1, userId });
    if (!premium) throw new Error('no premium number');
    state.numbers.lock(premium.number, userId);
    number = premium.number;
  } else {
    const [previous] = line.previousNumbers ?? [];
    if (!previous) throw new Error('nothing to recover');
    previous.releasedAt -= 29 * 24 * 60 * 60 * 1000;
    number = previous.msisdn;
  }
  const ott = await generateNumberChangeOtt(gateway, { accountNumber: customer.accountNumber });
  // The code as the customer reads it in the mail the sandbox sent.
  const code = state.store.data.otpRequests[ott.requestId]?.code ?? '';
  const request = await submitNumberChange(gateway, {
    accountNumber: customer.accountNumber,
    action: flow === 'numberChange' ? 'CHANGE' : 'RECOVERY',
    number,
    ...(flow === 'numberChange' ? { category: 'PREMIUM_NUMBER' as const } : {}),
    otpCode: code,
    ottRequestId: ott.requestId,
    idempotencyKey: newIdempotencyKey(),
  });
  const step = flow === 'numberChange' ? 'number' : 'form';
  return {
    checkpoint: 'submitted',
    requestId: request.requestId,
    payment: {
      orderReference: request.payment?.orderReference ?? '',
      amount: request.payment?.amount.amount ?? 0,
    },
    data: {
      [step]: { number, ...(flow === 'numberChange' ? { category: 'PREMIUM_NUMBER' } : {}) },
      ...(flow === 'numberChange' ? { details: { code } } : {}),
    },
  };
}

/** The number chosen (a story's stand-in; the review shows it). */
const chosenNumber = (flow: Flow): Record<string, unknown> =>
  flow === 'numberChange'
    ? {
        number: '5512340001',
        category: 'FREE_NUMBER',
        lockedUntil: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
      }
    : { number: '5588880000' };

/**
 * On the review with the number chosen: the flow's save there, as a reload on the review page
 * finds it, so the flow opens on its review and stays on that page. (Driven there from the choose
 * step instead, the page's address followed the machine to the choose page and back: the flow was
 * mounted three times, reading eligibility and the line three times and sending the code three
 * times, which a loaded machine stretched past a step's 10 s.)
 */
const atReview = (flow: Flow) => async (): Promise<Partial<ServiceRequestProgress>> =>
  flow === 'numberChange'
    ? journeyAfter(NUMBER_CHANGE_FLOW, [{ data: chosenNumber(flow) }])
    : { reviewing: true, data: { [FORM_STEP]: chosenNumber(flow) } };
/** A story on the review page, the flow resumed there, with what the machine is directed to do. */
const onReview = (flow: Flow, machine: MachineDirection = {}) => ({
  page: 'review' as const,
  before: atReview(flow),
  machine: { ...machine, events: [{ waitFor: 'confirming' }, ...(machine.events ?? [])] },
});
/** The code typed and the change confirmed. */
const SUBMITTED: MachineScriptStep[] = [
  { type: 'UPDATE_DATA', data: { code: '123456' } },
  { type: 'SUBMIT' },
];
const sentFree = fromPromise(async () => ({
  requestId: 'SR-STORY',
  status: 'SUBMITTED' as const,
  number: '5512340001',
  payment: null,
}));
const statusAlways = (status: 'SUBMITTED' | 'DONE' | 'FAILED') =>
  boundedPoll(async () => ({ status })).provide({ delays: { pollInterval: 10 } });
const _cancelable = fromPromise(async () => ({ cancelable: true }));
/** A collect child that ends through the exit at once (the template's `left`). */
const exitingForm = setup({}).createMachine({
  id: 'numberRecoveryCollect',
  initial: 'done',
  states: { done: { type: 'final' } },
  output: () => ({ kind: 'exit', exit: 'line', path: null }),
});

function storySetOf(flow: Flow) {
  return {
    CheckingEligibility: flowStory(flow, ['checkingEligibility'], {
      machine: { actors: { checkEligibility: never() } },
    }),
    EligibilityFailed: flowStory(flow, ['checkingEligibility', 'eligibilityFailed'], {
      machine: { actors: { checkEligibility: refused() } },
    }),
    NotEligible: flowStory(flow, ['notEligible'], {
      scenario: flow === 'numberChange' ? 'number-change-not-eligible' : 'number-change-eligible',
    }),
    CheckingCancel: flowStory(flow, ['checkingCancel'], {
      machine: { actors: { checkCancelEligibility: never() } },
    }),
    Choose: flowStory(flow, ['collecting']),
    Review: flowStory(flow, ['confirming', 'numberChangeCode.none'], onReview(flow)),
    Sending: flowStory(
      flow,
      ['submitting'],
      onReview(flow, { actors: { submit: never() }, events: SUBMITTED }),
    ),
    WrongCode: flowStory(
      flow,
      ['submitFailed'],
      onReview(flow, { actors: { submit: wrongCode() }, events: SUBMITTED }),
    ),
    Payment: flowStory(flow, ['paying'], {
      page: 'pay',
      before: async (env, customer) => sentWithFee(env, flow, customer),
    }),
    PaymentFailed: flowStory(flow, ['paymentFailed'], {
      page: 'pay',
      machine: { actors: { pay: fromPromise(async () => ({ outcome: 'failed' as const })) } },
      before: async (env, customer) => sentWithFee(env, flow, customer),
    }),
    Following: flowStory(
      flow,
      ['following'],
      onReview(flow, { actors: { submit: sentFree, followStatus: never() }, events: SUBMITTED }),
    ),
    FollowLater: flowStory(
      flow,
      ['followLater'],
      onReview(flow, {
        actors: { submit: sentFree, followStatus: statusAlways('SUBMITTED') },
        events: SUBMITTED,
      }),
    ),
    Done: flowStory(
      flow,
      ['succeeded'],
      onReview(flow, { actors: { submit: sentFree, followStatus: statusAlways('DONE') }, events: SUBMITTED }),
    ),
    Failed: flowStory(
      flow,
      ['failed'],
      onReview(flow, {
        actors: { submit: sentFree, followStatus: statusAlways('FAILED') },
        events: SUBMITTED,
      }),
    ),
    CancelledNeverReached: flowStory(flow, ['cancelled'], {
      page: 'review',
      machine: {
        state: { value: 'cancelled' },
      },
    }),
    /**
     * Back to the line before confirming (the journey's `line` exit): nothing sent. Recovery's one
     * form has no exit of its own (its page's link leaves the flow): the template's, shown here.
     */
    Left: flowStory(flow, ['left'], {
      machine:
        flow === 'numberChange'
          ? { events: [{ waitFor: 'collecting' }, { type: 'EXIT', exit: 'line' }] }
          : { actors: { collect: exitingForm } },
    }),
  };
}

const change = storySetOf('numberChange');
const recovery = storySetOf('numberRecovery');

export const ChangeCheckingEligibility = change.CheckingEligibility;
export const ChangeEligibilityFailed = change.EligibilityFailed;
/** A change already on its way: why not, and where to follow it. */
export const ChangeNotEligible = change.NotEligible;
export const ChangeCheckingCancel = change.CheckingCancel;
/** The purchase's number choice: category, search, 6 shown (up to 40), locked on choose. */
export const ChangeChoose = change.Choose;
/** The details, and "Send me the code". */
export const ChangeReview = change.Review;
export const ChangeSending = change.Sending;
/** A wrong code (422028): said in words, the number kept, the code typed again. */
export const ChangeWrongCode = change.WrongCode;
/** A premium number: its order paid by card (saved cards first). */
export const ChangePayment = change.Payment;
export const ChangePaymentFailed = change.PaymentFailed;
export const ChangeFollowing = change.Following;
export const ChangeFollowLater = change.FollowLater;
export const ChangeDone = change.Done;
export const ChangeFailed = change.Failed;
export const ChangeCancelledNeverReached = change.CancelledNeverReached;
export const ChangeLeft = change.Left;

export const RecoveryCheckingEligibility = recovery.CheckingEligibility;
export const RecoveryEligibilityFailed = recovery.EligibilityFailed;
/** No previous number to take back. */
export const RecoveryNotEligible = recovery.NotEligible;
export const RecoveryCheckingCancel = recovery.CheckingCancel;
/** The previous numbers, each with until when and its fee. */
export const RecoveryChoose = recovery.Choose;
export const RecoveryReview = recovery.Review;
export const RecoverySending = recovery.Sending;
export const RecoveryWrongCode = recovery.WrongCode;
/** After its free days: the recovery fee paid by card. */
export const RecoveryPayment = recovery.Payment;
export const RecoveryPaymentFailed = recovery.PaymentFailed;
export const RecoveryFollowing = recovery.Following;
export const RecoveryFollowLater = recovery.FollowLater;
export const RecoveryDone = recovery.Done;
export const RecoveryFailed = recovery.Failed;
export const RecoveryCancelledNeverReached = recovery.CancelledNeverReached;
export const RecoveryLeft = recovery.Left;
/** A line closed after it lapsed: its own number, held for it, with the period of its plan it includes. */
export const RecoveryLapsedLine = flowStory('numberRecovery', ['collecting'], { scenario: 'lapsed-line' });

/** The code being sent. */
export const CodeSending = flowStory('numberChange', ['numberChangeCode.sending'], {
  ...onReview('numberChange'),
  code: { actors: { sendCode: never() }, events: [{ type: 'SEND' }] },
});
/** The code sent: six boxes, until when it is valid, when a new one may be asked. */
export const CodeSent = flowStory(
  'numberChange',
  ['numberChangeCode.sent', 'numberChangeCode.sent.waiting'],
  {
    ...onReview('numberChange'),
    code: { events: [{ type: 'SEND' }] },
  },
);
/** 60 seconds left (shortened here): "Send a new code". */
export const CodeResendable = flowStory('numberChange', ['numberChangeCode.sent.resendable'], {
  ...onReview('numberChange'),
  code: { delays: { untilResend: 10 }, events: [{ type: 'SEND' }] },
});
/** The code expired (shortened here): ask for a new one. */
export const CodeExpired = flowStory('numberChange', ['numberChangeCode.sent.expired'], {
  ...onReview('numberChange'),
  code: { delays: { untilResend: 10, untilExpiry: 10 }, events: [{ type: 'SEND' }] },
});
