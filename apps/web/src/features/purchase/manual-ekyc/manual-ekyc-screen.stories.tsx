import { plausiblePng } from '@senda/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  directMachine,
  type MachineDirection,
  type MachineScriptStep,
} from '../../../storybook/machine-registry';
import { customerAt } from '../../../storybook/purchase-stories';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, stepStory } from '../../../storybook/story-kit';

/**
 * Manual eKYC: the ID (type and file) and the selfie (camera or upload), whose states are the
 * manual-eKYC machine's (packages/core/src/machines/manual-ekyc). Files are given to the machine
 * as the picker would; a latency fault holds a call so its busy state stays on screen.
 */
export default { title: 'Purchase/Manual eKYC', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
/**
 * A photo of the ID the sandbox's identity check takes (a real image, 240 × 240 px, over its
 * minimum size): a few bytes with a file signature are refused there (422605
 * KYC_IMAGE_NOT_PLAUSIBLE), and a story that sends them never reaches `submitted`.
 */
const ID_PHOTO = plausiblePng();
const idScan = () => new Blob([ID_PHOTO], { type: 'image/png' });

/** The ID type chosen and a photo of the ID picked (the sandbox asks no selfie). */
const ID_GIVEN: MachineScriptStep[] = [
  { waitFor: 'editing' },
  { type: 'DOCUMENT_TYPE.CHANGE', value: 'INE' },
  { type: 'DOCUMENT.PICK', file: idScan(), name: 'ine.png' },
  { waitFor: 'editing' },
];

function ekycStory(states: string[], direct?: (env: StoryEnv) => MachineDirection | undefined): StoryObj {
  return stepStory('purchase', 'manual-ekyc', {
    states,
    setup: async (env) => {
      const seeded = await customerAt(env, 'address');
      const direction = direct?.(env);
      if (direction) directMachine('manualEkyc', direction);
      return seeded;
    },
  });
}

/** The eKYC specification asked for it: a selfie (camera or upload) and an ID document. */
export const Web = ekycStory(['manualEkyc.editing']);

export const Retail: StoryObj = stepStory('retail-purchase', 'manual-ekyc', {
  states: ['manualEkyc.editing'],
  setup: (env) => customerAt(env, 'address', { journey: 'retail-purchase' }),
});

/** Reading what the identity check asks for. */
export const LoadingSpecification = ekycStory(['manualEkyc.loadingSpecification'], (env) => {
  env.sandbox.faults.add({ kind: 'latency', route: 'ekycSpecifications', latencyMs: HELD_MS });
  return undefined;
});

/** A picked file is being read and checked (size, and its type by its first bytes). */
export const CheckingFile = ekycStory(['manualEkyc.checkingUpload'], () => ({
  state: {
    value: 'checkingUpload',
    context: { checking: { slot: 'document', file: idScan(), name: 'ine.png' } },
  },
}));

/** Next pressed with nothing given: each missing part says so, the summary on top. */
export const Incomplete = ekycStory(['manualEkyc.editing'], () => ({
  events: [{ waitFor: 'editing' }, { type: 'SUBMIT' }],
}));

/** A text file named like a photo: refused on its own, the ID type stays. */
export const WrongFileType = ekycStory(['manualEkyc.editing'], () => ({
  events: [
    { waitFor: 'editing' },
    { type: 'DOCUMENT_TYPE.CHANGE', value: 'NRIC' },
    { type: 'DOCUMENT.PICK', file: new Blob(['hola'], { type: 'image/png' }), name: 'ine.png' },
  ],
}));

/** The scan is being sent. */
export const Submitting = ekycStory(['manualEkyc.submitting'], (env) => {
  env.sandbox.faults.add({ kind: 'latency', route: 'manualKycSubmit', latencyMs: HELD_MS });
  return { events: [...ID_GIVEN, { type: 'SUBMIT' }] };
});

/** The gateway failed the upload: the error shows, everything given stays for another try. */
export const SubmitFailed = ekycStory(['manualEkyc.submitting', 'manualEkyc.editing'], (env) => {
  env.sandbox.faults.add({ kind: 'server_error', route: 'manualKycSubmit' });
  return { events: [...ID_GIVEN, { type: 'SUBMIT' }, { waitFor: 'editing' }] };
});

/** Back after a reload with the ID already sent: only what is missing is asked. */
export const Resumed = ekycStory(['manualEkyc.editing'], () => ({
  state: {
    value: 'editing',
    context: { documentType: 'INE', progress: { document: true, selfie: false, kycIds: ['KYC-1'] } },
  },
}));

/** Everything sent: the journey goes on to the next step. */
export const Submitted = ekycStory(['manualEkyc.submitted'], () => ({
  events: [...ID_GIVEN, { type: 'SUBMIT' }],
}));
