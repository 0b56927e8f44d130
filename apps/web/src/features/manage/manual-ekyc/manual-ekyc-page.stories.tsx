import { plausiblePng } from '@senda/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { directMachine, type MachineScriptStep } from '../../../storybook/machine-registry';
import { signInScenario } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * A line's identity check (/manage/manual-ekyc): the purchase's eKYC fields and machine
 * (packages/core/src/machines/manual-ekyc) for a ready-made customer's line. Files are given to
 * the machine as the picker would; a latency fault holds a call so its busy state stays on screen.
 */
export default { title: 'Manage/Manual eKYC', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
const PATH = '/manage/manual-ekyc';
/** A photo the identity check takes (a real 240×240 PNG, made in code). */
const PNG_BYTES = plausiblePng();
const idPhoto = () => new Blob([PNG_BYTES], { type: 'image/png' });

/** The ID type chosen and a photo of the ID picked. */
const ID_GIVEN: MachineScriptStep[] = [
  { waitFor: 'editing' },
  { type: 'DOCUMENT_TYPE.CHANGE', value: 'INE' },
  { type: 'DOCUMENT.PICK', file: idPhoto(), name: 'ine.png' },
  { waitFor: 'editing' },
];

interface Options {
  faults?: Parameters<StoryEnv['sandbox']['faults']['add']>[0][];
  script?: MachineScriptStep[];
  /** Opens another customer's line instead of the signed-in one's. */
  someoneElses?: boolean;
}

function lineEkycStory(states: string[], options: Options = {}): StoryObj {
  return routeStory(PATH, {
    states,
    setup: async (env) => {
      const other = options.someoneElses ? env.sandbox.state.scenarios.create('active-esim-line') : null;
      const customer = await signInScenario(env, 'active-esim-line');
      for (const fault of options.faults ?? []) env.sandbox.faults.add(fault);
      if (options.script) directMachine('manualEkyc', { events: options.script });
      return { route: `${PATH}?orderRef=${(other ?? customer).orderRef}` };
    },
  });
}

/** The line and what its identity check asks for are being read. */
export const Loading = lineEkycStory(['manualEkyc.loadingSpecification'], {
  faults: [{ kind: 'latency', route: 'getOrder', latencyMs: HELD_MS }],
});

/** The ID (type and file) and the selfie, camera or upload. */
export const Form = lineEkycStory(['manualEkyc.editing']);

/** Sent with nothing given: each missing part says so, the summary on top. */
export const Incomplete = lineEkycStory(['manualEkyc.editing'], {
  script: [{ waitFor: 'editing' }, { type: 'SUBMIT' }],
});

/** A picked file is being read and checked (size, and its type by its first bytes). */
export const CheckingFile = lineEkycStory(['manualEkyc.checkingUpload'], {
  script: [{ waitFor: 'editing' }, { type: 'DOCUMENT.PICK', file: idPhoto(), name: 'ine.png' }],
});

/** A program renamed .png: refused on its own, the ID type stays. */
export const WrongFileType = lineEkycStory(['manualEkyc.editing'], {
  script: [
    { waitFor: 'editing' },
    { type: 'DOCUMENT_TYPE.CHANGE', value: 'NRIC' },
    {
      type: 'DOCUMENT.PICK',
      file: new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0])], { type: 'image/png' }),
      name: 'ine.png',
    },
  ],
});

/** The ID is being sent. */
export const Submitting = lineEkycStory(['manualEkyc.submitting'], {
  faults: [{ kind: 'latency', route: 'manualKycSubmit', latencyMs: HELD_MS }],
  script: [...ID_GIVEN, { type: 'SUBMIT' }],
});

/** The gateway failed the upload: the error shows, everything given stays for another try. */
export const SubmitFailed = lineEkycStory(['manualEkyc.submitting', 'manualEkyc.editing'], {
  faults: [{ kind: 'server_error', route: 'manualKycSubmit' }],
  script: [...ID_GIVEN, { type: 'SUBMIT' }, { waitFor: 'editing' }],
});

/** Everything sent: the documents were received, back to the line. */
export const Received = lineEkycStory(['manualEkyc.submitted'], {
  script: [...ID_GIVEN, { type: 'SUBMIT' }],
});

/** Another customer's order: not found, nothing asked. */
export const NotFound = lineEkycStory(['manualEkyc.notFound'], { someoneElses: true });
