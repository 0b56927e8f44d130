import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { OtpRequestSchema } from '../../gateway/auth/otp-request.schema.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import {
  confirmProfileEmailUpdate,
  requestProfileEmailUpdate,
} from '../../gateway/session/profile-email-update.ts';
import { customerQueryKeys } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';
import {
  type KeyValueStorage,
  readPersisted,
  removePersisted,
  writePersisted,
} from '../../stores/persisted-atom.ts';
import { SERVICE_REQUEST_KEY_PREFIX } from '../../stores/storage-keys.ts';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import { readOtpEndTime, withOtpTimerPersistence } from '../otp-timer/otp-timer.persistence.ts';
import { provideStepUpMachine } from '../step-up/step-up.services.ts';
import { profileEmailMachine } from './profile-email.machine.ts';
import type { PendingEmailChange, ProfileEmailInput } from './profile-email.types.ts';

/**
 * The code asked for, kept until it is used or dropped, under the service-request prefix so a
 * logout clears it with the rest of the customer's flows.
 */
export const PROFILE_EMAIL_STORAGE_KEY = `${SERVICE_REQUEST_KEY_PREFIX}profile-email`;

const PendingEmailChangeSchema = v.object({
  email: v.pipe(v.string(), v.minLength(3)),
  otpRequest: OtpRequestSchema,
  stepUpToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
});

export interface ProfileEmailDeps {
  gateway: GatewayClient;
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
  stores: Pick<Stores, 'store' | 'storage' | 'auth'>;
}

const savePending = (storage: KeyValueStorage, pending: PendingEmailChange | null) =>
  pending
    ? writePersisted(storage, PROFILE_EMAIL_STORAGE_KEY, pending)
    : removePersisted(storage, PROFILE_EMAIL_STORAGE_KEY);

/**
 * The e-mail change wired to the gateway (the spec's profile e-mail update): the code is asked for the new
 * address (again on resend, which replaces the open code), the OTP timer's validation is the
 * confirm call, and a changed address replaces the session's copies and makes the profile read
 * again.
 */
export function provideProfileEmailMachine({ gateway, queryClient, stores }: ProfileEmailDeps) {
  // The proof travels with the code asked for, so a reload, a resend and the confirm carry it.
  const proof = () =>
    readPersisted(stores.storage, PROFILE_EMAIL_STORAGE_KEY, PendingEmailChangeSchema, null)?.stepUpToken ??
    null;
  const requestCode = async (email: string, stepUpToken: string | null) => {
    const answer = await requestProfileEmailUpdate(gateway, { email }, stepUpToken);
    savePending(stores.storage, {
      email,
      otpRequest: answer,
      ...(stepUpToken ? { stepUpToken } : {}),
    });
    return answer;
  };
  const otpTimer = withOtpTimerPersistence(otpTimerMachine, stores.storage);
  return profileEmailMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => requestCode(input.email, input.stepUpToken)),
      stepUp: provideStepUpMachine(gateway),
      otpTimer: otpTimer.provide({
        actors: {
          validateOtp: fromPromise(async ({ input }) => {
            await confirmProfileEmailUpdate(
              gateway,
              { requestId: input.requestId, otpCode: input.otpCode },
              proof(),
            );
            // The session is the same one: its token stays.
            return { accessToken: stores.store.get(stores.auth.accessToken) ?? '' };
          }),
          resendOtp: fromPromise(({ input }) => requestCode(input.identifier, proof())),
          requestFreshOtp: fromPromise(({ input }) => requestCode(input.identifier, proof())),
        },
      }),
    },
    actions: {
      savePending: (_, params) => savePending(stores.storage, params.pending),
      // The session's copies of the address change at once (pages read them without a log-in);
      // the profile is read again from the gateway.
      emailChanged: (_, params) => {
        stores.store.set(stores.auth.emailChanged, params.email);
        void queryClient.invalidateQueries({ queryKey: customerQueryKeys.profile });
      },
    },
  });
}

/** The machine's input: the profile's address, and a code asked for before a reload. */
export function profileEmailInput(storage: KeyValueStorage, currentEmail: string): ProfileEmailInput {
  const pending = readPersisted(storage, PROFILE_EMAIL_STORAGE_KEY, PendingEmailChangeSchema, null);
  return {
    currentEmail,
    pending,
    endsAt: pending ? readOtpEndTime(storage, pending.otpRequest.requestId) : null,
  };
}
