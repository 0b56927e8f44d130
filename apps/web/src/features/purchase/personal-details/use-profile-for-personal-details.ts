import { mapUserProfileToPersonalDetails } from '@senda/core/gateway';
import { userDetailsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';

/**
 * What personal details is prefilled from: the signed-in customer's profile (it usually arrived
 * with the OTP verification; fetched only if it did not) and the e-mail the session knows.
 */
export function useProfileForPersonalDetails() {
  const { stores, gateway } = useServices();
  const auth = useAtomValue(stores.auth.state);
  const setUserDetails = useSetAtom(stores.auth.setUserDetails);
  const loggedIn = Boolean(auth.accessToken) && !auth.isGuestUser;
  const sessionEmail =
    auth.userDetails?.email ??
    auth.userEmail ??
    auth.loginKey ??
    auth.guestUserDetails?.result?.email ??
    null;
  const profileQuery = queryView(
    useQuery({ ...userDetailsQuery(gateway), enabled: loggedIn && !auth.userDetails }),
  );
  useEffect(() => {
    if (profileQuery.data) setUserDetails(profileQuery.data);
  }, [profileQuery.data, setUserDetails]);
  const profile = useMemo(
    () => (auth.userDetails ? mapUserProfileToPersonalDetails(auth.userDetails) : null),
    [auth.userDetails],
  );
  return { profile, sessionEmail };
}
