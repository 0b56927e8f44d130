import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { MachineDirection } from '../../storybook/machine-registry';
import type { ScenarioName } from '../../storybook/scenario-customer';
import type { StoryEnv } from '../../storybook/story-env';
import { renderApp, routeStory } from '../../storybook/story-kit';

/**
 * Pay-by-link (/payment/paylink): every state of the `paylink` machine, on a `paylink-pending`
 * link (or `paylink-expired`) opened in a browser with no session, as a stranger holding the
 * link opens it. Opening the link for payment makes a guest session in the story's sandbox.
 */
export default { title: 'Payment/Pay by link', render: renderApp } satisfies Meta;

const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });
const PAY = [{ waitFor: 'ready' }, { type: 'PAY' }] as const;

interface Options {
  scenario?: ScenarioName;
  paylink?: MachineDirection;
  /** Done to the scenario's link or order before the page opens (paid, cancelled…). */
  arrange?: (env: StoryEnv, ids: { paylinkId: string; orderRef: string }) => void;
  /** The address's paylink_id instead of the scenario's (unknown; absent). */
  paylinkId?: string | null;
}

function paylinkStory(states: string[], options: Options = {}): StoryObj {
  return routeStory('/payment/paylink', {
    states: states.map((state) => `paylink.${state}`),
    ...(options.paylink ? { machines: { paylink: options.paylink } } : {}),
    setup: (env) => {
      const customer = env.sandbox.state.scenarios.create(options.scenario ?? 'paylink-pending');
      const ids = { paylinkId: customer.paylinkId ?? '', orderRef: customer.unpaidOrderRef ?? '' };
      options.arrange?.(env, ids);
      const id = options.paylinkId === undefined ? ids.paylinkId : options.paylinkId;
      return {
        route: id === null ? '/payment/paylink' : `/payment/paylink?paylink_id=${encodeURIComponent(id)}`,
      };
    },
  });
}

/** The link read (held). */
export const Loading = paylinkStory(['loading'], { paylink: { actors: { readPaylink: never() } } });

/** The link could not be read: try again. */
export const LoadFailed = paylinkStory(['loading', 'loadFailed'], {
  paylink: { actors: { readPaylink: refused() } },
});

/** The order, the amount, whose account (masked), until when, and Pay. */
export const Ready = paylinkStory(['ready']);

/** Pay: a session for the stranger (a guest's) and the link opened for it (held). */
export const Opening = paylinkStory(['ready', 'opening'], {
  paylink: { actors: { openPaylink: never() }, events: PAY },
});

/** The link could not be opened: try again, nothing charged. */
export const OpenFailed = paylinkStory(['opening', 'openFailed'], {
  paylink: { actors: { openPaylink: refused() }, events: PAY },
});

/** The ways to pay: a new card, OXXO cash, SPEI (a signed-in payer's own saved cards first). */
export const Paying = paylinkStory(['paying'], { paylink: { events: PAY } });

/** OXXO chosen: the voucher (reference, barcode, amount, until when), waiting for the cash. */
export const PayingOxxo = paylinkStory(['paying'], {
  paylink: {
    events: [
      ...PAY,
      { waitFor: 'paying' },
      { type: 'PAYMENT', event: { type: 'CHOOSE', option: { kind: 'cash', method: 'OXXO' } } },
    ],
  },
});

/** A refused card given up on: nothing charged, try again. */
export const PayFailed = paylinkStory(['payFailed'], {
  paylink: { actors: { pay: fromPromise(async () => ({ outcome: 'failed' as const })) }, events: PAY },
});

/** Paid: on to the direct-payment success page. */
export const Paid = paylinkStory(['paid'], {
  paylink: { actors: { pay: fromPromise(async () => ({ outcome: 'paid' as const })) }, events: PAY },
});

/** Opened again after it was paid: already paid, never offered again. */
export const AlreadyPaid = paylinkStory(['alreadyPaid'], {
  arrange: (env, { orderRef }) => {
    env.sandbox.state.orders.markPaid(orderRef, 'txn_story_paid');
  },
});

/** Past its 72 h: on to the expired-link page. */
export const Expired = paylinkStory(['expired'], { scenario: 'paylink-expired' });

/** Withdrawn by the shop (or its order cancelled). */
export const Cancelled = paylinkStory(['cancelled'], {
  arrange: (env, { paylinkId }) => {
    const paylink = env.sandbox.state.store.data.paylinks[paylinkId];
    if (paylink) paylink.cancelled = true;
  },
});

/** An id the gateway does not know (mistyped, made up). */
export const NotFound = paylinkStory(['notFound'], { paylinkId: 'pl_unknown' });

/** Too many unknown links asked for from this device or network: the gateway's 429, and when to try. */
export const TooManyTries = paylinkStory(['tooManyTries'], {
  paylink: {
    actors: {
      readPaylink: fromPromise<never>(async () => {
        throw Object.assign(new Error('429'), {
          status: 429,
          errorCode: 'PAYLINK_TRIES_EXCEEDED',
          retryAfterSeconds: 840,
        });
      }),
    },
  },
});

/** No paylink_id in the address at all. */
export const Invalid = paylinkStory(['invalid'], { paylinkId: null });
