import './design-system/global.css';
import { loadMessages } from '@senda/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppServices, readAppConfig } from './app/app-services';
import { createAppRouter } from './app/router';

async function start() {
  const config = readAppConfig(import.meta.env, window.location);
  // `npm run dev`: the sandbox gateway runs in a service worker. A production build (npm start)
  // talks to the sandbox over real HTTP instead, so no MSW code ships in it.
  if (import.meta.env.DEV && config.sandbox) {
    const { startSandboxWorker } = await import('@senda/sandbox/browser');
    await startSandboxWorker({ quiet: true });
  }
  const services = createAppServices(window, config);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The router starts loading the route's chunks as soon as it exists; the language's messages
  // (one chunk per language) load alongside, and the first render waits for them.
  const router = createAppRouter();
  await loadMessages(services.stores.store.get(services.stores.locale.currentLocale)).catch(() => {
    // The app's Suspense boundary tries again.
  });
  // A transition renders in slices, so a slow phone can still paint and take a tap meanwhile.
  startTransition(() => createRoot(root).render(<App services={services} router={router} />));
}

void start();
