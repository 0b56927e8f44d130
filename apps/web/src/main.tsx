import './design-system/global.css';
import { DEPLOY_CONFIG_ELEMENT_ID, parseDeployConfigText } from '@senda/core/config';
import { loadMessages } from '@senda/core/i18n';
import { COLD_VISIT_LEAVING_GLOBAL } from '@senda/core/purchase';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './app/app-config';
import { createAppServices } from './app/app-services';
import { createRoutes, loadServicingPageRoutes } from './app/router';
import { afterPageSettles } from './shared/after-page-settles';
import { readFirstFrame } from './shared/first-frame';
import { loadMatchedRoutes } from './shared/lazy-route';
import { SANDBOX_BUILD } from './shared/sandbox-build';
import { yieldToMain } from './shared/yield-to-main';
import { loadFrameContent } from './shell/frame-contents';

async function start() {
  // index.html's boot script has sent this cold visit to the journey's first step (core's
  // cold-visit-redirect.ts): that page starts the app, this one does not.
  if ((window as unknown as Record<string, unknown>)[COLD_VISIT_LEAVING_GLOBAL]) return;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The operator's deploy config, inlined in the page at deploy time (scripts/configure-deploy.ts).
  // Junk there is a page that says so, never a blank one, and the app does not start.
  const deploy = parseDeployConfigText(document.getElementById(DEPLOY_CONFIG_ELEMENT_ID)?.textContent);
  if (!deploy.ok) {
    const { showDeployConfigError } = await import('./shell/deploy-config-error-page');
    await showDeployConfigError(window, root, deploy.problems);
    return;
  }
  const config = readAppConfig(import.meta.env, deploy.config);
  // `npm run dev`: the sandbox gateway runs in a service worker. The sandbox demo build (npm start)
  // talks to the sandbox over real HTTP instead, and the production build has no sandbox at all, so
  // no MSW code ships in either.
  if (SANDBOX_BUILD && import.meta.env.DEV) {
    const { startSandboxWorker } = await import('@senda/sandbox/browser');
    await startSandboxWorker({ quiet: true });
  }
  // Evaluating the scripts was one task; setting up the stores, reading the session and sending the
  // first requests are the next three (see createAppServices), so none grows into a long task.
  await yieldToMain();
  const services = await createAppServices(window, config);
  const locale = services.stores.store.get(services.stores.locale.currentLocale);
  // The page's prerendered frame, for this very path. The app shows it until the page is
  // there, in the visitor's language even when the HTML was written in the other one.
  const frame = readFirstFrame(root);
  if (frame?.path === window.location.pathname) services.firstFrame = frame;
  // A frame drawn by its page's own component (plan selection, sign-up, maintenance, the close
  // pages) is not in the first load: its chunk, which the page's HTML preloads, loads beside the
  // messages. If it cannot, the app draws the page afresh instead of adopting the HTML.
  const frameContent = services.firstFrame?.content
    ? loadFrameContent(services.firstFrame.content).then(
        (component) => {
          services.firstFrameContent = component;
        },
        () => {
          services.firstFrame = undefined;
        },
      )
    : undefined;
  // The language's messages (one chunk per language) load alongside the page's first gateway
  // requests, which the services have sent; the first render waits for them.
  const messages = loadMessages(locale).catch(() => {
    // The app's Suspense boundary tries again.
  });
  // The rest of the start-up is a task of its own, so a phone can paint or take a tap in between.
  await yieldToMain();
  // The page's chunks (already preloaded by its HTML) start loading now.
  const routes = createRoutes();
  const routesLoaded = loadMatchedRoutes(routes, window.location.pathname);
  // Account servicing's route table is not in the first load (router.tsx). Fetched once the page
  // has settled, a step from a storefront page into servicing ("My account", the account after
  // logging in) waits for its page's chunks only, not for the table first. A failed fetch is left to
  // that step, which loads the table itself and offers a reload if it still cannot.
  afterPageSettles(window, () => void loadServicingPageRoutes().catch(() => {}));
  await messages;
  await frameContent;
  const app = <App services={services} routes={routes} />;
  if (services.firstFrame && services.firstFrame.locale === locale) {
    // The HTML is this page's frame in this language: React adopts it instead of drawing it again.
    // Its first render must be the frame, so it waits for the route's modules (already preloaded).
    await routesLoaded;
    // How the page was first drawn, for whoever reads the page (the browser tests, a support session).
    root.dataset.firstRender = 'hydrate';
    // Hydrating in a transition lets React yield to the browser every few milliseconds (as Next.js
    // and Remix do): the page is already painted from the HTML, so adopting it is not urgent, and a
    // slow phone's main thread is not blocked for the whole tree (TBT). A tap meanwhile is replayed.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('[hydration] the prerendered HTML did not match', error),
      });
    });
    return;
  }
  // A transition renders in slices, so a slow phone can still paint and take a tap meanwhile.
  root.dataset.firstRender = 'render';
  startTransition(() => createRoot(root).render(app));
}

void start();
