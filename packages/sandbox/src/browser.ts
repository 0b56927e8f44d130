/// <reference types="vite/client" />
import { type SetupWorker, setupWorker } from 'msw/browser';
import type { FaultStorage } from './faults/fault-registry.ts';
import { gatewayPattern } from './handlers/sandbox-context.ts';
import { type JourneySource, journeysFromRecord } from './journeys/journey-source.ts';
import { webStorage } from './persistence/state-storage.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';

export interface BrowserSandboxOptions extends SandboxOptions {
  /** Where the app serves mockServiceWorker.js. */
  serviceWorkerUrl?: string;
  quiet?: boolean;
}

export interface BrowserSandbox extends Sandbox {
  readonly worker: SetupWorker;
  stop(): void;
}

/** The journeys/*.json files, bundled by Vite (the `@journeys` alias points at the repo folder). */
export function bundledJourneys(): JourneySource {
  return journeysFromRecord(import.meta.glob('@journeys/*.json', { eager: true, import: 'default' }));
}

/** The flags/*.json files (flagd's format), bundled by Vite like the journeys (the `@flags` alias). */
export function bundledFlags(): JourneySource {
  return journeysFromRecord(import.meta.glob('@flags/*.json', { eager: true, import: 'default' }));
}

/** Faults live for the tab (sessionStorage): they survive a reload, not a new session. */
function sessionFaultStorage(key = 'senda.sandbox.faults'): FaultStorage | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  return {
    load: () => sessionStorage.getItem(key) ?? undefined,
    save: (json) => sessionStorage.setItem(key, json),
  };
}

/**
 * The sandbox in the browser (npm run dev, Storybook): a service worker over the shared handlers.
 * The state persists in localStorage, so a reload keeps the account, the cart and the orders.
 */
export async function startSandboxWorker(options: BrowserSandboxOptions = {}): Promise<BrowserSandbox> {
  const faultStorage = options.faultStorage ?? sessionFaultStorage();
  const sandbox = createSandbox({
    ...options,
    storage: options.storage ?? webStorage(),
    journeys: options.journeys ?? bundledJourneys(),
    flags: options.flags ?? bundledFlags(),
    ...(faultStorage ? { faultStorage } : {}),
  });
  const worker = setupWorker(...sandbox.handlers);
  const pattern = gatewayPattern(options.gatewayBase);
  const gatewayPath = /^https?:\/\//i.test(pattern) ? new URL(pattern).pathname : pattern.replace(/^\*/, '');
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    quiet: options.quiet ?? false,
    // App assets pass through; a gateway call nobody serves is a bug worth a console warning.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.includes(gatewayPath)) print.warning();
    },
  });
  return { ...sandbox, worker, stop: () => worker.stop() };
}

export { webStorage } from './persistence/state-storage.ts';
