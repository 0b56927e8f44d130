import {
  addressLookupFailure,
  applyAddressLookup,
  applyManualPlace,
  colonias,
  type ManualPlace,
  STORE_COUNTRY,
} from '@senda/core/purchase';
import { addressLookupQuery } from '@senda/core/queries';
import type { Address } from '@senda/core/stores';
import { isValidZipCode } from '@senda/core/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';

/**
 * The postal-code lookup of one address (the spec's lookup fields). It runs once the code has the right
 * length; what it finds is merged into the address by core's `applyAddressLookup`. A code it does
 * not know takes the place the customer typed for it (`manual`), by core's `applyManualPlace`.
 *
 * An answer is merged once, when it arrives: `onChange` is called as it stands then, and a screen
 * that makes a new `onChange` on every render does not merge it again (each merge is a render, so
 * that would be a loop that never lets the page rest).
 */
export function usePostalLookup(
  address: Address,
  zipCodeSize: number,
  manual: ManualPlace,
  onChange: (update: (a: Address) => Address) => void,
) {
  const { gateway } = useServices();
  const postalCode = address.postalCode;
  const ready = isValidZipCode(postalCode, zipCodeSize);
  const lookup = queryView(
    useQuery({
      ...addressLookupQuery(gateway, { country: STORE_COUNTRY, postalCode }),
      enabled: ready,
    }),
  );
  const failure = lookup.status === 'error' ? addressLookupFailure(lookup.error) : null;
  const notFound = ready && failure?.kind === 'not_found';
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    const found = lookup.data;
    // Only into the address that still has the code that was looked up.
    if (found)
      change.current((current) =>
        current.postalCode === found.postalCode ? applyAddressLookup(current, found) : current,
      );
  }, [lookup.data]);
  useEffect(() => {
    if (notFound)
      change.current((current) =>
        current.postalCode === postalCode ? applyManualPlace(current, manual) : current,
      );
  }, [notFound, postalCode, manual]);
  const found = lookup.data;
  // The same list while the answer is the same: the colonia field is not re-rendered on each key.
  const areas = useMemo(() => (found ? colonias(found) : []), [found]);
  return {
    loading: lookup.status === 'loading',
    areas,
    notFound,
    error: failure?.kind === 'failed' ? lookup.error : null,
    retry: lookup.retry,
  };
}
export type PostalLookup = ReturnType<typeof usePostalLookup>;
