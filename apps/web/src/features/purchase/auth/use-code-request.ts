import { type OtpRequest, signIn, signUp } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import { codeRequestErrorMessageId, verificationRedirectPath } from '@senda/core/onboarding';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../../shared/services-context';

export type CodeRequest = ReturnType<typeof useCodeRequest>;

/**
 * Asks the gateway for a code (sign-up or sign-in) and records what the verification screen and
 * the routing after it need (auth store `startOtpVerification`). The e-mail the customer typed is
 * the caller's state, so a failure never clears it.
 */
export function useCodeRequest(flow: 'signup' | 'signin') {
  const location = useLocation();
  const { stores, gateway } = useServices();
  const channel = useAtomValue(stores.auth.state).selectedChannel;
  const deviceId = useAtomValue(stores.sessionFacts.deviceId) ?? '';
  const planChosen = useAtomValue(stores.onboarding.state).selectedPrimaryProducts.length > 0;
  const startOtpVerification = useSetAtom(stores.auth.startOtpVerification);
  const [pending, setPending] = useState(false);
  const [errorId, setErrorId] = useState<MessageId | null>(null);

  const request = async (
    email: string,
    consents?: Parameters<typeof startOtpVerification>[0]['consents'],
  ): Promise<boolean> => {
    setPending(true);
    setErrorId(null);
    try {
      const input = { email, channel, externalAuthId: deviceId };
      const otpRequest: OtpRequest =
        flow === 'signup' ? await signUp(gateway, input) : await signIn(gateway, input);
      startOtpVerification({
        flow,
        email,
        otpRequest,
        redirectPath: verificationRedirectPath({ search: location.search, planChosen }),
        ...(consents ? { consents } : {}),
      });
      return true;
    } catch (error) {
      setErrorId(codeRequestErrorMessageId(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { request, pending, errorId, clearError: () => setErrorId(null) };
}
