import { createContext, type ReactNode, use } from 'react';
import type { AppServices } from './app-services.types';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** The services when inside a provider (the app, stories), else undefined. */
export function useOptionalServices(): AppServices | undefined {
  return use(ServicesContext) ?? undefined;
}

export function useServices(): AppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
