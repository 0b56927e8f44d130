import './design-system/global.css';
import { loadMessages } from '@senda/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './app/app-config';
import { createAppServices } from './app/app-services';
import { createAppRouter } from './app/router';
import { yieldToMain } from './shared/yield-to-main';

async function start() {
  const config = readAppConfig(import.meta.env, window.location);
  // `npm run dev`: the sandbox gateway runs in a service worker. A production build (npm start)
  // talks to the sandbox over real HTTP instead, so no MSW code ships in it.
  if (import.meta.env.DEV && config.sandbox) {
    const { startSandboxWorker } = await import('@senda/sandbox/browser');
    await startSandboxWorker({ quiet: true });
  }
  // Evaluating the scripts was one task; setting up the stores and sending the first requests are
  // the next two (see createAppServices), so none grows into a long task on a slow phone.
  await yieldToMain();
  const services = await createAppServices(window, config);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The language's messages (one chunk per language) load alongside the page's first gateway
  // requests, which the services have sent; the first render waits for them.
  const messages = loadMessages(services.stores.store.get(services.stores.locale.currentLocale)).catch(() => {
    // The app's Suspense boundary tries again.
  });
  // The rest of the start-up is a task of its own, so a phone can paint or take a tap in between.
  await yieldToMain();
  // The router starts loading the route's chunks as soon as it exists.
  const router = createAppRouter();
  await messages;
  // A transition renders in slices, so a slow phone can still paint and take a tap meanwhile.
  startTransition(() => createRoot(root).render(<App services={services} router={router} />));
}

void start();
