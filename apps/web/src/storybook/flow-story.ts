import { journeyContextOf } from '@senda/core/journey';
import {
  type ServiceRequestFlow,
  type ServiceRequestProgress,
  saveServiceRequest,
} from '@senda/core/machines/service-request-template';
import type { StoryObj } from '@storybook/react-vite';
import { createActor, fromPromise } from 'xstate';
import { payOrder } from './customer-scenario';
import { directMachine, type MachineDirection, type MachineScriptStep } from './machine-registry';
import {
  type ScenarioCustomer,
  type ScenarioName,
  type StorySignIn,
  signInScenario,
} from './scenario-customer';
import type { StoryEnv } from './story-env';
import { routeStory } from './story-kit';
import { storyPageTakeover } from './story-page-takeover';

/** A machine's call held: it never answers (a busy state stays on screen). */
export const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));

/** A machine's call refused by the gateway (503), to show a failed state. */
export const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

/** The flow as the customer left it, given their line (a save; a request sent for it), or null. */
export type FlowStoryBefore = (
  env: StoryEnv,
  customer: ScenarioCustomer,
) => Promise<Partial<ServiceRequestProgress> | null>;

/** One account-servicing flow's stories: its machine, its pages and its save. */
export interface FlowStorySpec<Page extends string> {
  /** The machine's id (claims are `<machineId>.<state>`, directions go to it). */
  machineId: string;
  /** The flow's pages, by name. */
  paths: Readonly<Record<Page, string>>;
  /** The page of a story that names none (the pages are the paths' names). */
  page?: NoInfer<Page>;
  /** The ready-made customer of a story that names none. */
  scenario: ScenarioName;
  /**
   * How its stories sign the customer in unless told (the link's token by default). An
   * account-changing flow signs in by code, so its submit is approved at once, and shows
   * the approval itself in a story signed in by the link.
   */
  signIn?: StorySignIn;
  /** The flow's id on the shared service payment pages (`flow=<id>`). */
  paidFlowId?: string;
  /**
   * Where its save is kept: the flow, the save's subject for the customer's line, and its owner
   * when it is not the signed-in customer (a link's save, e.g. rescheduling's `reschedule-link`).
   */
  save?: { flow: ServiceRequestFlow; subject: (customer: ScenarioCustomer) => string; owner?: string };
  /** What the page's address names for the customer (`orderRef` of their line unless told). */
  query?: (customer: ScenarioCustomer) => Record<string, string>;
}

export interface FlowStoryOptions<Page extends string> {
  page?: Page;
  scenario?: ScenarioName;
  /** How the customer is signed in, instead of the spec's. */
  signIn?: StorySignIn;
  /** The flow machine's direction (fakes, shortened delays, events). */
  machine?: MachineDirection;
  /** Its save before the page opens (the spec's `save` says where). */
  before?: FlowStoryBefore;
  /** Events decided with the customer's line (an offer the sandbox made for it). */
  script?: (env: StoryEnv, customer: ScenarioCustomer) => Promise<readonly MachineScriptStep[]>;
  /** The result page's query: the request the save names (and the order paid for it). */
  result?: boolean;
  /** States of other machines the page runs that the story shows too (`serviceRequestResult.shown`). */
  alsoShows?: readonly string[];
  /** What the address names instead of the spec's (a link cut short, another customer's link). */
  query?: (env: StoryEnv, customer: ScenarioCustomer) => Record<string, string>;
  /** Directions of other machines the page runs, by id (a child such as `numberChangeCode`). */
  alsoDirects?: Readonly<Record<string, MachineDirection>>;
}

/**
 * The story builder of an account-servicing flow: each story signs a sandbox customer in, lays
 * the flow's save for their line when it has one, and opens the flow's page for that line,
 * claiming the machine's states it shows.
 */
export function flowStories<Page extends string>(spec: FlowStorySpec<Page>) {
  return (states: readonly string[], options: FlowStoryOptions<Page> = {}): StoryObj => {
    const page = options.page ?? spec.page;
    if (page === undefined) throw new Error(`${spec.machineId}: a story names its page`);
    const path = spec.paths[page];
    return routeStory(path, {
      states: [...states.map((state) => `${spec.machineId}.${state}`), ...(options.alsoShows ?? [])],
      machines: {
        ...options.alsoDirects,
        ...(options.machine ? { [spec.machineId]: options.machine } : {}),
      },
      setup: async (env) => {
        const customer = await signInScenario(
          env,
          options.scenario ?? spec.scenario,
          options.signIn ?? spec.signIn,
        );
        // The journey editor's walk shows the page to its customer: their save, not the story's.
        const takenOver = storyPageTakeover()?.flowPage(spec.machineId, page);
        const progress =
          (await (takenOver ? takenOver.before(env, customer) : options.before?.(env, customer))) ?? null;
        if (progress) seed(spec, env, customer, progress);
        if (options.script) directMachine(spec.machineId, { events: await options.script(env, customer) });
        const query = new URLSearchParams(
          options.query?.(env, customer) ?? spec.query?.(customer) ?? { orderRef: customer.orderRef },
        );
        // The shared service payment pages name the paid flow whose page shows them.
        if (spec.paidFlowId && path.startsWith('/manage/payment')) query.set('flow', spec.paidFlowId);
        if (options.result && progress?.requestId) {
          query.set('requestId', progress.requestId);
          if (progress.payment) query.set('paidOrder', progress.payment.orderReference);
        }
        return { route: `${path}?${query.toString()}` };
      },
    });
  };
}

/** The flow's save for the customer's line, as a reload finds it (core's saveServiceRequest). */
function seed<Page extends string>(
  spec: FlowStorySpec<Page>,
  env: StoryEnv,
  customer: ScenarioCustomer,
  progress: Partial<ServiceRequestProgress>,
) {
  if (!spec.save) throw new Error(`${spec.machineId}: its stories keep no save`);
  const { stores } = env.services;
  const owner = spec.save.owner ?? stores.store.get(stores.auth.state).userId ?? '';
  saveServiceRequest(
    stores.storage,
    spec.save.flow,
    { customer: owner, subject: spec.save.subject(customer) },
    {
      requestId: null,
      checkpoint: 'collecting',
      payment: null,
      data: {},
      facts: {},
      journey: null,
      ...progress,
    },
  );
}

/** What a flow's journey keeps once these steps were answered (each NEXT with its data and facts). */
export function journeyAfter(
  flow: Pick<ServiceRequestFlow, 'collect'>,
  answers: readonly { data: Record<string, unknown>; facts?: Record<string, boolean> }[],
) {
  const machine = flow.collect.journeyMachine;
  if (!machine) throw new Error('this flow collects without a journey');
  const journey = createActor(machine, {
    input: { facts: {}, journeyData: {}, autoStart: true, resume: null },
  }).start();
  for (const answer of answers) journey.send({ type: 'NEXT', ...answer });
  const context = journeyContextOf(journey.getSnapshot());
  journey.stop();
  return { journey: context, data: context?.journeyData ?? {}, facts: context?.facts ?? {} };
}

/**
 * What a flow's journey keeps once the customer is on `step`: each step before it answered with
 * its answer by name, in whatever order the flow's journey file puts them (a step the customer
 * skips is never asked).
 */
export function journeyUpTo(
  flow: Pick<ServiceRequestFlow, 'collect'>,
  step: string,
  answers: Readonly<Record<string, { data: Record<string, unknown>; facts?: Record<string, boolean> }>>,
) {
  const machine = flow.collect.journeyMachine;
  if (!machine) throw new Error('this flow collects without a journey');
  const journey = createActor(machine, {
    input: { facts: {}, journeyData: {}, autoStart: true, resume: null },
  }).start();
  for (let guard = 0; journeyContextOf(journey.getSnapshot())?.current !== step; guard++) {
    const current = journeyContextOf(journey.getSnapshot())?.current ?? '';
    const answer = answers[current];
    if (!answer || guard > 20)
      throw new Error(`the journey does not reach "${step}" (stopped on "${current}")`);
    journey.send({ type: 'NEXT', ...answer });
  }
  const context = journeyContextOf(journey.getSnapshot());
  journey.stop();
  return { journey: context, data: context?.journeyData ?? {}, facts: context?.facts ?? {} };
}

/**
 * The card payment ended as failed once per order: the flow opened again (its page follows the
 * machine) finds the payment waiting, as after a reload, and it stays so.
 */
export function paymentGivenUp() {
  const givenUp = new Set<string>();
  return fromPromise<{ outcome: 'failed' }, { orderReference: string }>(({ input }) => {
    if (givenUp.has(input.orderReference)) return new Promise(() => undefined);
    givenUp.add(input.orderReference);
    return Promise.resolve({ outcome: 'failed' });
  });
}

/** The order a request's submit created, as the flow saves it (null: nothing to pay). */
export function paymentDue(answer: {
  payment?: { orderRef: string; amount: { amount: number } } | null;
}): ServiceRequestProgress['payment'] {
  return answer.payment
    ? { orderReference: answer.payment.orderRef, amount: answer.payment.amount.amount }
    : null;
}

/**
 * The request's order paid (by card, as the payment machine pays it) and the save at `paid`: what
 * a result page reads from the gateway then agrees with what the machine shows (a finished
 * request's order is paid, not "not paid").
 */
export async function paidFor(
  env: StoryEnv,
  progress: Partial<ServiceRequestProgress>,
): Promise<Partial<ServiceRequestProgress>> {
  if (progress.payment) await payOrder(env, progress.payment.orderReference, 'approve');
  return { ...progress, checkpoint: 'paid' };
}
