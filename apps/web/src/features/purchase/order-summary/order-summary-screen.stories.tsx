import { goldenNumberCategories, lockNumber, searchNumbers } from '@senda/core/gateway';
import { chooseNewNumber } from '@senda/core/purchase';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

/**
 * The order summary over its checkout machine (packages/core/src/machines/checkout): ready to
 * place the order, creating it (a latency fault holds the call open), placed. A new customer has
 * one way to pay, so the summary takes the payment: the tick places the order and the card form
 * opens under it; with several ways to pay, Next places it and the journey moves on.
 */
export default { title: 'Purchase/Order summary', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;

/** Polls `ready` every 100 ms for up to 8 s (the basket is priced, the box scrolled). */
async function until(ready: () => boolean, what: string) {
  for (let tries = 0; tries < 80; tries += 1) {
    if (ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order summary: ${what} never happened`);
}

/**
 * The customer accepts the terms (read to the end in their sheet under MANDATORY_SCROLL, where the
 * consent settings ask for it, else the tick): that places the order when the summary takes the
 * payment; otherwise Next is pressed once the basket is priced.
 */
const placeTheOrder: StoryObj['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The terms' box by its name: the auto-renewal offer's box (optional, left unticked) is above it.
  const accept = await canvas.findByRole(
    'checkbox',
    { name: /(terms and conditions|términos y condiciones)/i },
    { timeout: 8000 },
  );
  const read = canvas.queryByRole('button', {
    name: /^(leer los términos y condiciones|read the terms and conditions)$/i,
  });
  if (read) {
    // MANDATORY_SCROLL: the terms open full height, accepted from the button after their end
    // (the sheet is a dialog in the top layer, outside the story's canvas).
    await userEvent.click(read);
    const sheet = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await sheet.findByRole('button', { name: /^(los leí y los acepto|i've read them and i accept)$/i }),
    );
  } else {
    await userEvent.click(accept);
  }
  await until(() => (accept as HTMLInputElement).checked, 'the terms ticked');
  const next = () => canvas.queryByRole('button', { name: /^(siguiente|next)$/i });
  const paysHere = () => canvas.queryByRole('heading', { name: /^(cómo pagas|how you pay)$/i });
  // The tick's order still being created (a held call) counts as placed by the customer.
  const creating = () => canvasElement.querySelector('button[type="submit"][aria-busy="true"]') !== null;
  await until(
    () => paysHere() !== null || creating() || next()?.hasAttribute('disabled') === false,
    'the basket priced, and the order placed or Next offered',
  );
  const nextButton = paysHere() || creating() ? null : next();
  if (nextButton) await userEvent.click(nextButton);
  // A refusal (terms, basket) is an alert: name it rather than time out on the claimed state.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const refused = canvas.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
  if (refused.some((text) => text.trim() !== ''))
    throw new Error(`order summary refused: ${refused.join(' | ')}`);
};

/** Everything chosen (physical SIM, doorstep delivery): priced by the gateway, promo codes, terms. */
export const Web: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.ready'],
  setup: (env) => customerAt(env, 'delivery', { simType: 'physical_sim' }),
});

/**
 * A golden number chosen on the number step ("Número dorado Oro"): its line and price in the
 * basket, the total with it.
 */
export const GoldenNumber: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.ready'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'delivery');
    const { gateway, stores } = env.services;
    const [oro] = await goldenNumberCategories(gateway);
    const [number] = await searchNumbers(gateway, {
      category: 'PREMIUM_NUMBER',
      goldenCategory: oro?.id,
      limit: 1,
    });
    if (!oro || !number) throw new Error('the sandbox offers no golden number');
    await lockNumber(gateway, { selectedNumber: number.number });
    stores.store.set(stores.onboarding.state, (previous) =>
      chooseNewNumber(previous, {
        number: number.number,
        category: 'PREMIUM_NUMBER',
        sku: oro.sku,
        shown: [],
      }),
    );
    return seeded;
  },
});

/** In a shop: an eSIM, nothing to deliver. */
export const Retail: StoryObj = stepStory('retail-purchase', 'order-summary', {
  setup: (env) => customerAt(env, 'delivery', { journey: 'retail-purchase' }),
});

/**
 * Before the gateway has priced the basket (a latency fault holds the preview open): the basket's
 * card drawn from the lines asked for, its figures to come, as tall as the priced one.
 */
export const BasketBeingPriced: StoryObj = stepStory('purchase', 'order-summary', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'delivery');
    env.sandbox.faults.add({ kind: 'latency', route: 'orderPreview', latencyMs: HELD_MS });
    return seeded;
  },
});

/** Terms accepted: the order is being created (the main button loading, Back disabled). */
export const CreatingOrder: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.creating'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'delivery', { simType: 'physical_sim' });
    env.sandbox.faults.add({ kind: 'latency', route: 'createOrder', latencyMs: HELD_MS });
    return seeded;
  },
  play: placeTheOrder,
});

/**
 * The order is created once, by the tick: a new customer has one way to pay (a new card), so the
 * card form, OXXO and SPEI open under the ticked terms, with Pay.
 */
export const OrderPlaced: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.placed'],
  setup: (env) => customerAt(env, 'delivery', { simType: 'physical_sim' }),
  play: placeTheOrder,
});

/**
 * The gateway's consent settings ask for the terms to be read to the end (EXPLICIT_READ), stricter
 * than the journey's tick: the full-height sheet, accepted from its end, then the order placed.
 */
export const TermsReadToTheEnd: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.placed'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'delivery', { simType: 'physical_sim' });
    env.sandbox.state.setTermsAcceptanceMode('EXPLICIT_READ');
    return seeded;
  },
  play: placeTheOrder,
});

/**
 * A promo code applied, then the terms ticked: the card form is open for the discounted total, so
 * the code is locked (the field read-only, Apply and its removal off) with the hint to tap
 * "Change code", which closes the payment (core's checkout: CLOSE_PAYMENT).
 */
export const PromoLockedWhilePaying: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.placed'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'delivery', { simType: 'physical_sim' });
    const { stores } = env.services;
    stores.store.set(stores.onboarding.setPromoCodes, ['BIENVENIDA10']);
    return seeded;
  },
  play: async (context) => {
    await placeTheOrder(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('button', { name: /^(cambiar código|change code)$/i }, { timeout: 8000 });
  },
});
