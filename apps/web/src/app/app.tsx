import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { AppIntlProvider } from '../i18n/app-intl-provider';
import type { AppServices } from '../shared/app-services.types';
import { AppRoutes } from '../shared/lazy-route';
import { ServicesProvider } from '../shared/services-context';
import { createRoutes } from './router';

export function App({
  services,
  extraRoutes = [],
  routes: givenRoutes,
}: {
  services: AppServices;
  extraRoutes?: readonly RouteObject[];
  /** The routes made before the first render (main.tsx), whose first page's chunks load meanwhile. */
  routes?: RouteObject[];
}) {
  const [routes] = useState(() => givenRoutes ?? createRoutes(extraRoutes));
  return (
    <AppProviders services={services}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * Everything around the router. The build's prerender (prerender/render-route-frames.tsx) puts
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
