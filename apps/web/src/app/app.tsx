import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { type RouteObject, RouterProvider } from 'react-router-dom';
import { AppIntlProvider } from '../i18n/app-intl-provider';
import type { AppServices } from './app-services';
import { createAppRouter } from './router';
import { ServicesProvider } from './services-context';

export function App({
  services,
  extraRoutes = [],
}: {
  services: AppServices;
  extraRoutes?: readonly RouteObject[];
}) {
  const [router] = useState(() => createAppRouter(extraRoutes));
  return (
    <ServicesProvider services={services}>
      <JotaiProvider store={services.stores.store}>
        <AppIntlProvider>
          <RouterProvider router={router} />
        </AppIntlProvider>
      </JotaiProvider>
    </ServicesProvider>
  );
}
