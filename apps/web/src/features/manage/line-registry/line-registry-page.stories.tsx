import { plausiblePng } from '@senda/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnyActorRef, waitFor } from 'xstate';
import { directMachine, type MachineScriptStep } from '../../../storybook/machine-registry';
import { scenarioCustomer } from '../../../storybook/manage-scenario';
import type { ScenarioName } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * /manage/line-registry: core's line-registration machine for the `unregistered-line` customer,
 * the ID and selfie given to the purchase's eKYC child as the picker and camera would; an ID
 * photo named no-match.png fails the sandbox's selfie check.
 */
export default { title: 'Manage/Line registry', render: renderApp } satisfies Meta;

const PATH = '/manage/line-registry';
const HELD_MS = 120_000;
/** A photo the identity check takes (a real 240×240 PNG, made in code). */
const PNG_BYTES = plausiblePng();
const png = () => new Blob([PNG_BYTES], { type: 'image/png' });

interface Options {
  scenario?: ScenarioName;
  faults?: Parameters<StoryEnv['sandbox']['faults']['add']>[0][];
  /** Events for the flow; `identity` also gives the ID (named `idName`) and a selfie. */
  curp?: boolean;
  identity?: { idName: string };
  flow?: Parameters<typeof directMachine>[1];
}

async function giveIdentity(flow: AnyActorRef, idName: string): Promise<void> {
  const ekyc = flow.getSnapshot().children.ekyc as AnyActorRef | undefined;
  if (!ekyc) throw new Error('the flow runs no eKYC step');
  await waitFor(ekyc, (snapshot) => snapshot.matches('editing'), { timeout: 10_000 });
  ekyc.send({ type: 'DOCUMENT_TYPE.CHANGE', value: 'INE' });
  ekyc.send({ type: 'DOCUMENT.PICK', file: png(), name: idName });
  await waitFor(ekyc, (snapshot) => snapshot.matches('editing') && snapshot.context.document !== null, {
    timeout: 10_000,
  });
  ekyc.send({ type: 'SELFIE.CAPTURE', image: png() });
  ekyc.send({ type: 'SUBMIT' });
}

function registryStory(states: string[], options: Options = {}): StoryObj {
  return routeStory(PATH, {
    states,
    setup: async (env) => {
      const customer = await scenarioCustomer(env, options.scenario ?? 'unregistered-line');
      for (const fault of options.faults ?? []) env.sandbox.faults.add(fault);
      if (options.flow) directMachine('lineRegistration', options.flow);
      if (options.curp) {
        const events: MachineScriptStep[] = [
          { waitFor: 'curp' },
          { type: 'CURP.CHANGE', value: customer.curp ?? '' },
          { type: 'SUBMIT' },
        ];
        // The ID and selfie go to the flow's eKYC child, as the picker and the camera give them.
        const idName = options.identity?.idName;
        if (idName) events.push({ waitFor: 'identity' }, { do: (actor) => giveIdentity(actor, idName) });
        directMachine('lineRegistration', { events });
      }
      return { route: `${PATH}?orderRef=${customer.orderRef}` };
    },
  });
}

/** Step 1: the holder's CURP. */
export const Curp = registryStory(['lineRegistration.curp']);

/** A CURP that is not one (checkCurp): refused on the field, kept as typed. */
export const WrongCurp = registryStory(['lineRegistration.curp'], {
  flow: {
    events: [{ waitFor: 'curp' }, { type: 'CURP.CHANGE', value: 'HEXL920314MDF' }, { type: 'SUBMIT' }],
  },
});

/** The CURP's room in the registry (10 lines at most) is being asked. */
export const CheckingCurp = registryStory(['lineRegistration.checkingCurp'], {
  faults: [{ kind: 'latency', route: 'curpLineEligibility', latencyMs: HELD_MS }],
  curp: true,
});

/** Step 2: the ID (INE, Mexican passport or a foreigner's passport) and a selfie. */
export const Identity = registryStory(['lineRegistration.identity', 'manualEkyc.editing'], { curp: true });

/** Being registered, after the ID and selfie went up. */
export const Registering = registryStory(['lineRegistration.registering'], {
  faults: [{ kind: 'latency', route: 'registerLine', latencyMs: HELD_MS }],
  curp: true,
  identity: { idName: 'ine.png' },
});

/** The selfie did not match the ID: asked again, with the tries left. */
export const SelfieMismatch = registryStory(['lineRegistration.registering', 'lineRegistration.identity'], {
  curp: true,
  identity: { idName: 'no-match.png' },
});

/** Registered: the folio and the date; the suspension is lifted, and the eSIM still to install is named, with its page. */
export const Registered = registryStory(['lineRegistration.registered'], {
  curp: true,
  identity: { idName: 'ine.png' },
});

/** No online checks left: where to go in person. */
export const InPerson = registryStory(['lineRegistration.inPerson'], {
  flow: { state: { value: 'inPerson' } },
});
