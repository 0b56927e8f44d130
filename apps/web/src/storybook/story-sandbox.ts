import type { BrowserSandbox } from '@senda/sandbox/browser';
import { storyPageTakeover } from './story-page-takeover';

/** A fault as the sandbox takes it (`POST /mocks/faults`): kind, route, method, times, latencyMs. */
export type SandboxFault = Parameters<BrowserSandbox['faults']['add']>[0];

let started: Promise<BrowserSandbox> | undefined;

/**
 * The sandbox gateway in a service worker: the same MSW handlers as `npm run dev`, the tests and
 * `npm run gateway` (no second set of mocks). Started once per preview page; its state lives in
 * memory, so a reload starts clean, and every story resets it (see `prepareSandbox`).
 */
export function startStorySandbox(): Promise<BrowserSandbox> {
  started ??= import('@senda/sandbox/browser').then(({ startSandboxWorker, bundledJourneys }) => {
    let saved: string | undefined;
    const bundled = bundledJourneys();
    return startSandboxWorker({
      quiet: true,
      // A page taken over (the journey editor's walk) may serve other journeys (its edited file).
      journeys: storyPageTakeover()?.journeys(bundled) ?? bundled,
      serviceWorkerUrl: new URL('./mockServiceWorker.js', globalThis.location.href).pathname,
      storage: {
        load: () => saved,
        save: (json) => {
          saved = json;
        },
        clear: () => {
          saved = undefined;
        },
      },
      faultStorage: { load: () => undefined, save: () => undefined },
    });
  });
  return started;
}

export interface SandboxSetup {
  faults?: readonly SandboxFault[];
  maintenance?: boolean;
}

/** An empty sandbox for each story, then the story's faults and switches. */
export async function prepareSandbox(setup: SandboxSetup = {}): Promise<BrowserSandbox> {
  const sandbox = await startStorySandbox();
  sandbox.state.reset();
  sandbox.faults.clear();
  if (setup.maintenance) sandbox.state.setMaintenance(true);
  for (const fault of setup.faults ?? []) sandbox.faults.add(fault);
  return sandbox;
}
