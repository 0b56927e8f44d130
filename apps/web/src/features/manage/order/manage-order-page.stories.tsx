import { requestInvoice } from '@senda/core/gateway';
import { invoiceRequestPath } from '@senda/core/machines/line-home';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cancelLine, scenarioCustomer } from '../../../storybook/manage-scenario';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, routeStory } from '../../../storybook/story-kit';
import { reportedLost } from '../sim-replacement/sim-replacement-story-customer';

/** /manage/order: the line's home for each kind of line, the pending order, someone else's order. */
export default { title: 'Manage/Line home', render: renderApp } satisfies Meta;

const home = (orderRef: string) => ({ route: `/manage/order?orderRef=${orderRef}` });

/** Renewal missed: Grace explained, the date to pay by, auto-renewal off; the eSIM still to install. */
export const LineInGrace: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'grace-line')).orderRef),
});

/** The scenario's customer, who has cancelled the line: its home. */
async function cancelledBy(
  env: Parameters<typeof scenarioCustomer>[0],
  scenario: 'termination-eligible' | 'termination-before-activation',
) {
  const customer = await scenarioCustomer(env, scenario);
  await cancelLine(env, customer);
  return home(customer.orderRef);
}

/** Asked to be cancelled: "Closing", when it closes, the way to withdraw it; nothing more for sale. */
export const Closing: StoryObj = routeStory('/manage/order', {
  setup: (env) => cancelledBy(env, 'termination-eligible'),
});

/** Cancelled before its SIM was activated: closed by the customer, nothing left to activate. */
export const CancelledBeforeActivation: StoryObj = routeStory('/manage/order', {
  setup: (env) => cancelledBy(env, 'termination-before-activation'),
});

/** An active eSIM line with auto-renewal on (card named by brand and last four), not installed yet. */
export const ActiveEsimLine: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'active-esim-line')).orderRef),
});

/** A paid order's CFDI issued: its folio fiscal, RFC and name in place of the request form. */
export const InvoiceIssued: StoryObj = routeStory('/manage/order', {
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'active-esim-line');
    await requestInvoice(env.services.gateway, {
      orderRef: customer.orderRef,
      body: {
        rfc: 'GODE561231GR8',
        name: 'EDUARDO GODÍNEZ',
        taxRegime: '612',
        cfdiUse: 'G03',
        postalCode: '06700',
      },
    });
    // Opened as the line's payments list opens it (its row's "Invoice" link).
    return { route: invoiceRequestPath(customer.orderRef) };
  },
});

/** A physical SIM picked up, not activated: the activation is the action offered. */
export const AwaitingActivation: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'physical-sim-awaiting-activation')).orderRef),
});

/** A doorstep SIM due in two days: on its way, nothing said of an arrival, the window below. */
export const SimOnItsWay: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'doorstep-sim-on-its-way')).orderRef),
});

/** A SIM reported lost or stolen (the replacement asked for, not paid yet): the page says it is blocked. */
export const SimBlocked: StoryObj = routeStory('/manage/order', {
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'sim-replacement-eligible');
    await reportedLost(env, customer);
    return home(customer.orderRef);
  },
});

/** A transfer that failed: the number stays with the donor, no service, no renewal. */
export const TransferFailed: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'failed-port-in')).orderRef),
});

/** A transferred number still moving: its status shown, its status page offered. */
export const TransferInProgress: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'pending-port-in')).orderRef),
});

/**
 * A transfer waiting for the SIM: the number stays with the donor, working on the
 * customer's current SIM, until this SIM is activated; activating it is the next step.
 */
export const TransferWaitingForSim: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'port-in-awaiting-sim')).orderRef),
});

/** A SIM-only order waiting for payment (no line yet): "Pay now" opens the card form. */
export const PendingOrder: StoryObj = routeStory('/manage/order', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'order');
    return home((seeded.journeyData?.['order-summary'] as { orderRef: string }).orderRef);
  },
});

/** Customer B opening customer A's order: the gateway answers 404, the page says not found. */
export const SomeoneElsesOrder: StoryObj = routeStory('/manage/order', {
  setup: async (env) => {
    const customerA = await scenarioCustomer(env, 'active-esim-line');
    await scenarioCustomer(env, 'grace-line');
    return home(customerA.orderRef);
  },
});

/** Signed out: the login guard sends the customer to log in, then back here. */
export const SignedOut: StoryObj = routeStory('/manage/order?orderRef=SND-261122-00001');

/** Not in the line registry by 30 June 2026: suspended, only 911, the way to register. */
export const UnregisteredLine: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'unregistered-line')).orderRef),
});

/** A line bought with a CURP: registered, with its folio and date. */
export const RegisteredLine: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'curp-line-limit')).orderRef),
});

/** An active line at 85 % of its data: "Te quedan … de …", the bar in its last fifth, days to renewal. */
export const DataAt85: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'line-usage-85')).orderRef),
});

/** Out of data: the card says so first and leads with the plan switch (and Renew now when offered). */
export const OutOfData: StoryObj = routeStory('/manage/order', {
  setup: async (env) => home((await scenarioCustomer(env, 'line-usage-out-of-data')).orderRef),
});
