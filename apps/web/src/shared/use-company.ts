import { type Company, parseCompany } from '@senda/core/config';
import { useServices } from './services-context';

/**
 * The deploy config's company, checked here where it is shown: the app's start-up check only sees
 * an object (core's company.ts keeps its field rules out of the first load). The deploy script has
 * already refused a junk one; should one reach a page anyway, its lines are left out, not shown
 * wrong. Read by parts that load after the first paint (the footer's details, plan selection's
 * coverage check).
 */
export function useCompany(): Company | undefined {
  const configured = useServices().config.company;
  const checked = configured === undefined ? undefined : parseCompany(configured);
  return checked?.ok ? checked.company : undefined;
}
