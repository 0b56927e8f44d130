import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MachineDirection } from '../../storybook/machine-registry';
import { signInScenario } from '../../storybook/scenario-customer';
import { renderApp, routeStory } from '../../storybook/story-kit';

/**
 * /manage/add-payment-method-form: a card added without paying, every state of the
 * `addPaymentMethod` machine, as the sandbox's `expired-card` customer. The states after the card
 * start from a restored snapshot (what the card form and the bank's page leave).
 */
export default { title: 'Pages/Add a card', render: renderApp } satisfies Meta;

const ROUTE = '/manage/add-payment-method-form';

function addStory(states: string[], direction?: MachineDirection): StoryObj {
  return routeStory(ROUTE, {
    states: states.map((state) => `addPaymentMethod.${state}`),
    ...(direction ? { machines: { addPaymentMethod: direction } } : {}),
    setup: async (env) => {
      await signInScenario(env, 'expired-card');
    },
  });
}

const CARD = { brand: 'visa', last4: '3220' };

/** The provider's hosted fields, the expiry, Save card. */
export const EnteringCard = addStory(['enteringCard']);

/** The card checked with the bank (validate-and-add). */
export const Validating = addStory(['validating'], {
  state: { value: 'validating', context: { card: CARD } },
});

/** The bank asks for 3-D Secure: its page framed, and "I've confirmed it". */
export const Challenge = addStory(['challenge'], {
  state: {
    value: 'challenge',
    context: { card: CARD, paymentMethodId: 'pm_story', challengeUrl: 'about:blank' },
  },
});

/** The bank's answer asked for (authenticate by paymentMethodID). */
export const Authenticating = addStory(['authenticating'], {
  state: { value: 'authenticating', context: { card: CARD, paymentMethodId: 'pm_story' } },
});

/** Saved: the card is in the payment methods. */
export const Added = addStory(['added'], {
  state: { value: 'added', context: { card: CARD, paymentMethodId: 'pm_story' } },
});

/** The bank did not confirm it: nothing saved; another card. */
export const Failed = addStory(['failed'], {
  state: { value: 'failed', context: { card: CARD, notice: 'payment_methods.add.failed' } },
});
