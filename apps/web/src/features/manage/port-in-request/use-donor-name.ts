import { donorTelcosQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../shared/services-context';

/** A donor operator's name as the customer knows it (Telcel), from its code; the code until read. */
export function useDonorName(code: string | null): string {
  const { gateway } = useServices();
  const donors = useQuery(donorTelcosQuery(gateway)).data?.donors;
  if (!code) return '';
  return donors?.find((donor) => donor.id === code)?.name ?? code;
}
