import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, Suspense, useState } from 'react';
import { type RouteObject, RouterProvider } from 'react-router-dom';
import { AppIntlProvider } from '../i18n/app-intl-provider';
import type { AppServices } from '../shared/app-services.types';
import { ServicesProvider } from '../shared/services-context';
import { type AppRouter, createAppRouter } from './router';

export function App({
  services,
  extraRoutes = [],
  router: givenRouter,
}: {
  services: AppServices;
  extraRoutes?: readonly RouteObject[];
  /** A router made before the first render (main.tsx), so route chunks load meanwhile. */
  router?: AppRouter;
}) {
  const [router] = useState(() => givenRouter ?? createAppRouter(extraRoutes));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Everything around the router. The build's prerender (prerender/render-route-frame.tsx) puts
 * its static router inside the same providers, so the HTML it writes is what the app hydrates.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <JotaiProvider store={services.stores.store}>
          {/* Only while a language's messages are still arriving (see AppIntlProvider). */}
          <Suspense fallback={null}>
            <AppIntlProvider>{children}</AppIntlProvider>
          </Suspense>
        </JotaiProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
