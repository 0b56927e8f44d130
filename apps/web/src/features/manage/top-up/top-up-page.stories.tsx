import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import {
  directMachine,
  type MachineDirection,
  type MachineScriptStep,
} from '../../../storybook/machine-registry';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * Recarga (/recarga): every state of the `topUp` machine, for a stranger with no session topping
 * up the sandbox's `top-up-active` line (Lucía Hernández's, shown as "L••• H•••"). The gateway's
 * answers are the sandbox's, but for a call held (never answers) or refused.
 */
export default { title: 'Manage/Recarga', render: renderApp } satisfies Meta;

const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refusedWith = (status: number, errorId?: number, retryAfterSeconds?: number) =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error(String(status)), { status, errorId, retryAfterSeconds });
  });

interface Options {
  /** The script after the number is typed (the scenario's, or `number`). */
  script?: MachineScriptStep[];
  number?: string;
  actors?: MachineDirection['actors'];
}

function topUpStory(states: string[], options: Options = {}): StoryObj {
  return routeStory('/recarga', {
    states: states.map((state) => `topUp.${state}`),
    setup: (env) => {
      const line = env.sandbox.state.scenarios.create('top-up-active');
      const number = options.number ?? line.msisdn;
      directMachine('topUp', {
        ...(options.actors ? { actors: options.actors } : {}),
        events: [
          { waitFor: 'entering' },
          { type: 'NUMBER_CHANGED', value: number },
          ...(options.script ?? []),
        ],
      });
    },
  });
}

const LOOK_UP: MachineScriptStep[] = [{ type: 'LOOK_UP' }];
const CONFIRM: MachineScriptStep[] = [...LOOK_UP, { waitFor: 'confirm' }];
const PAY: MachineScriptStep[] = [
  ...CONFIRM,
  { type: 'EMAIL_CHANGED', value: 'amiga.paga@example.mx' },
  { type: 'PAY' },
];

/** The number, typed: Continue. */
export const Entering = topUpStory(['entering']);

/** A number with a letter in it: what to fix, the number kept as typed. */
export const EnteringBadNumber = topUpStory(['entering'], { number: '55 1234 567O', script: LOOK_UP });

/** A number that is not Senda's: said beside the field. */
export const EnteringNotSenda = topUpStory(['lookingUp', 'entering'], {
  number: '3399999999',
  script: LOOK_UP,
});

/** A Senda line that cannot take a recarga (not active). */
export const EnteringNotActive = topUpStory(['lookingUp', 'entering'], {
  script: LOOK_UP,
  actors: { lookUp: refusedWith(422, 422960) },
});

/** The line looked up (held). */
export const LookingUp = topUpStory(['lookingUp'], { script: LOOK_UP, actors: { lookUp: never() } });

/** The lookup failed (not a refusal): try again, nothing charged. */
export const LookupFailed = topUpStory(['lookupFailed'], {
  script: LOOK_UP,
  actors: { lookUp: refusedWith(503) },
});

/** The line as a stranger sees it: the holder masked, the plan, its dates; the payer's e-mail. */
export const Confirm = topUpStory(['confirm'], { script: CONFIRM });

/** An e-mail that is not one: what to fix. */
export const ConfirmBadEmail = topUpStory(['confirm'], {
  script: [...CONFIRM, { type: 'EMAIL_CHANGED', value: 'amiga.paga@' }, { type: 'PAY' }],
});

/** The recarga being made (held). */
export const Creating = topUpStory(['creating'], { script: PAY, actors: { create: never() } });

/** The recarga could not be made: try again (the same key: never two). */
export const CreateFailed = topUpStory(['createFailed'], {
  script: PAY,
  actors: { create: refusedWith(503) },
});

/** Past the lookup limit: how long to wait. */
export const TooManyTries = topUpStory(['tooManyTries'], {
  script: LOOK_UP,
  actors: { lookUp: refusedWith(429, 429060, 540) },
});

/** Made: on to the recarga's pay-by-link page (card, OXXO, SPEI as a guest). */
export const Paying = topUpStory(['paying'], { script: PAY });
