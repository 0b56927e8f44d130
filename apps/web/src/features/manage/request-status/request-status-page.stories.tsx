import { readRequestTimeline, type StatusTarget } from '@senda/core/machines/request-status';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { directMachine } from '../../../storybook/machine-registry';
import { advanceSandboxClock, scenarioCustomer } from '../../../storybook/manage-scenario';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * /manage/service-request-status: one request's status as a timeline, read every second while it
 * moves. Every state of the `serviceRequestStatus` machine, on a real transfer where it can be.
 */
export default { title: 'Manage/Service request status', render: renderApp } satisfies Meta;

const statusOf = (orderRef: string) => ({ route: `/manage/service-request-status?orderRef=${orderRef}` });
const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));

/** The first read on its way. */
export const Loading: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.loading'],
  machines: { serviceRequestStatus: { actors: { readRequest: never() } } },
  setup: async (env) => statusOf((await scenarioCustomer(env, 'pending-port-in')).orderRef),
});

/** A transfer just started (PROCESSING): the page waits a second and reads it again. */
export const TransferInProgress: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.following'],
  setup: async (env) => statusOf((await scenarioCustomer(env, 'pending-port-in')).orderRef),
});

/** A transfer waiting for its SIM (WAITING): what starts it, and no switch time yet. */
export const TransferWaitingForSim: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.following'],
  setup: async (env) => statusOf((await scenarioCustomer(env, 'port-in-awaiting-sim')).orderRef),
});

/** 26 hours later: the transfer is DONE, the whole timeline shown, no more reads. */
export const TransferDone: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.settled'],
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'pending-port-in');
    await advanceSandboxClock('PT26H');
    return statusOf(customer.orderRef);
  },
});

/** Refused by the portability database: PORT_IN_FAILED with what to do about it. */
export const TransferFailed: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.settled'],
  setup: async (env) => statusOf((await scenarioCustomer(env, 'failed-port-in')).orderRef),
});

/** Still moving after the spec's window (30 reads, shortened here): "check again". */
export const FollowLater: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.followLater'],
  setup: async (env) => {
    const { orderRef } = await scenarioCustomer(env, 'pending-port-in');
    const read = (input: { target: StatusTarget }) => readRequestTimeline(env.services.gateway, input.target);
    directMachine('serviceRequestStatus', {
      actors: { followRequest: boundedPoll(read).provide({ delays: { pollInterval: 10 } }) },
    });
    return statusOf(orderRef);
  },
});

/** The first read failed: what went wrong and "try again". */
export const LoadFailed: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.loadFailed'],
  machines: {
    serviceRequestStatus: {
      actors: {
        readRequest: fromPromise<never>(async () => {
          throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
        }),
      },
    },
  },
  setup: async (env) => statusOf((await scenarioCustomer(env, 'pending-port-in')).orderRef),
});

/** Another customer's transfer (the gateway answers 404): not found, nothing of theirs shown. */
export const NotFound: StoryObj = routeStory('/manage/service-request-status', {
  states: ['serviceRequestStatus.notFound'],
  setup: async (env) => {
    const other = await scenarioCustomer(env, 'pending-port-in');
    await scenarioCustomer(env, 'grace-line');
    return statusOf(other.orderRef);
  },
});

/** A link that names no request. */
export const InvalidLink: StoryObj = routeStory('/manage/service-request-status?orderRef=%3Cjunk%3E', {
  setup: async (env) => {
    await scenarioCustomer(env, 'grace-line');
  },
});
