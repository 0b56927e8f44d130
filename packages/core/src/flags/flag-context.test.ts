import { describe, expect, it } from 'vitest';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { flagEvaluationContext } from './flag-context.ts';

const DEVICE = { key: 'D-1', app_type: 'WEB', device_id: 'D-1', device_type: 'BROWSER' };

function context(setup: ReturnType<typeof setupStores>) {
  const { stores, store } = setup;
  return flagEvaluationContext(store.get(stores.auth.state), store.get(stores.sessionFacts.facts));
}

describe('flagEvaluationContext', () => {
  it('names a visitor as an anonymous user keyed by the device, plus the device', () => {
    const setup = setupStores();
    setup.store.set(setup.stores.sessionFacts.facts, { deviceId: 'D-1' });
    expect(context(setup)).toEqual({
      targetingKey: 'D-1',
      kind: 'multi',
      user: { key: 'D-1', anonymous: true },
      device: DEVICE,
    });
  });

  it('names a signed-in customer by id and e-mail, and the rollouts split on their id', () => {
    const setup = setupStores();
    const { stores, store } = setup;
    store.set(stores.sessionFacts.facts, { deviceId: 'D-1' });
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'usr_ana' }));
    // What they signed in with, before the profile is read.
    store.set(stores.auth.state, (previous) => ({ ...previous, userEmail: 'ana@example.mx' }));
    expect(context(setup)).toEqual({
      targetingKey: 'usr_ana',
      kind: 'multi',
      user: { key: 'usr_ana', anonymous: false, email: 'ana@example.mx' },
      device: DEVICE,
    });
  });

  it('keeps a guest anonymous although the guest token carries an id', () => {
    const setup = setupStores();
    const { stores, store } = setup;
    store.set(stores.sessionFacts.facts, { deviceId: 'D-1' });
    store.set(stores.auth.startGuestSession, {
      accessToken: fakeJwt({ external_id: 'gst_1' }),
      userId: 'gst_1',
    });
    expect(context(setup).user).toEqual({ key: 'D-1', anonymous: true });
    expect(context(setup).targetingKey).toBe('D-1');
  });
});
