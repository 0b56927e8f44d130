import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { setupStores } from '../../stores/test-stores.ts';
import { profileEmailInput, provideProfileEmailMachine } from './profile-email.services.ts';
import { profileEmailSenders, profileEmailView } from './profile-email.view.ts';

/** The gateway's two answers: the code asked for, then the address confirmed. */
const gateway = {
  call: async (endpoint: { name: string }, options: { json: { email?: string } }) =>
    endpoint.name === 'requestProfileEmailUpdate'
      ? { result: { requestId: 'req-1', expiresIn: 120 } }
      : { result: { email: options.json.email ?? 'ana.nueva@example.mx' } },
} as unknown as GatewayClient;

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 16, 0, 0) }));
afterEach(() => vi.useRealTimers());

describe('a confirmed e-mail change', () => {
  it('is the address the session names at once, without a new log-in', async () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.auth.state, (previous) => ({
      ...previous,
      accessToken: 'T1',
      userEmail: 'ana@example.mx',
      loginKey: 'ana@example.mx',
      userDetails: { external_id: 'u1', email: 'ana@example.mx', telco_user: false },
    }));
    const machine = provideProfileEmailMachine({ gateway, queryClient: createQueryClient(), stores });
    const actor = createActor(machine, { input: profileEmailInput(storage, 'ana@example.mx') }).start();
    const send = profileEmailSenders(actor);
    send.type('ana.nueva@example.mx');
    send.submit();
    await vi.advanceTimersByTimeAsync(0);
    profileEmailView(actor.getSnapshot()).otp?.send({ type: 'SUBMIT', code: '123456' });
    await vi.advanceTimersByTimeAsync(0);

    expect(profileEmailView(actor.getSnapshot()).screen).toBe('done');
    const auth = store.get(stores.auth.state);
    expect({
      userEmail: auth.userEmail,
      loginKey: auth.loginKey,
      profile: auth.userDetails?.email,
    }).toEqual({
      userEmail: 'ana.nueva@example.mx',
      loginKey: 'ana.nueva@example.mx',
      profile: 'ana.nueva@example.mx',
    });
    expect(auth.accessToken).toBe('T1');
    actor.stop();
  });
});
