import './design-system/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppServices, readAppConfig } from './app/app-services';

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
  createRoot(root).render(<App services={services} />);
}

void start();
