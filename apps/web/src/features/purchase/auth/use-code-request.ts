import { type OtpRequest, signIn, signUp } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import {
  type CodeRequestRefusal,
  codeRequestRefusal,
  codeRequestRefusalTick,
  codeRequestRefusalView,
  verificationRedirectPath,
} from '@senda/core/onboarding';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../../shared/services-context';

export type CodeRequest = ReturnType<typeof useCodeRequest>;

/**
 * Asks the gateway for a code (sign-up or sign-in) and records what the verification screen and
 * the routing after it need (auth store `startOtpVerification`). The e-mail the customer typed is
 * the caller's state, so a failure never clears it. A refusal with Retry-After is a wait the page
 * counts down (core's codeRequestRefusalView decides what it says); this only ticks the clock.
 */
export function useCodeRequest(flow: 'signup' | 'signin') {
  const location = useLocation();
  const { stores, gateway } = useServices();
  const channel = useAtomValue(stores.auth.state).selectedChannel;
  const deviceId = useAtomValue(stores.sessionFacts.deviceId) ?? '';
  const planChosen = useAtomValue(stores.onboarding.state).selectedPrimaryProducts.length > 0;
  const startOtpVerification = useSetAtom(stores.auth.startOtpVerification);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<CodeRequestRefusal | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const shown = refusal ? codeRequestRefusalView(refusal, now) : null;

  // One tick when the countdown's number changes; none once the wait is over.
  useEffect(() => {
    const ms = refusal ? codeRequestRefusalTick(refusal, now) : 0;
    if (ms <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), ms);
    return () => clearTimeout(timer);
  }, [refusal, now]);

  const request = async (
    email: string,
    consents?: Parameters<typeof startOtpVerification>[0]['consents'],
  ): Promise<boolean> => {
    // Held while a refusal's wait counts down (Enter in the field too): it would be refused again.
    if (shown?.kind === 'waiting') return false;
    setPending(true);
    setRefusal(null);
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
      const at = Date.now();
      setNow(at);
      setRefusal(codeRequestRefusal(error, at));
      return false;
    } finally {
      setPending(false);
    }
  };

  const errorId: MessageId | null = shown?.kind === 'message' ? shown.messageId : null;
  const wait = shown?.kind === 'waiting' || shown?.kind === 'wait-over' ? shown : null;
  return { request, pending, errorId, wait, clearError: () => setRefusal(null) };
}
