import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NativeMessage } from '../native/native-messages.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { tellNativeAppOfNewTokens } from './native-token-handoff.ts';
import { applySessionBootstrap, bootstrapSession } from './session-bootstrap.ts';

const token = (n: number) => fakeJwt({ external_id: 'user-1', iat: n });

/** A page whose facts say whether it runs in the app; the handoff follows its stores. */
function page(facts: { webview?: boolean; native?: boolean }) {
  const tab = setupStores();
  tab.store.set(tab.stores.sessionFacts.facts, {
    webview: facts.webview ?? false,
    native: facts.native ?? false,
    deviceId: '1700000000000R1234567',
  });
  const sent: NativeMessage[] = [];
  const stop = tellNativeAppOfNewTokens(tab.stores, { post: (message) => sent.push(message) });
  const setToken = (value: string, how?: 'silent') =>
    tab.store.set(tab.stores.auth.setAccessToken, value, how);
  return { ...tab, sent, stop, setToken };
}

const url = (value: string, kind = 'auth_token') =>
  `senda://session?${new URLSearchParams({ [kind]: value, deviceId: '1700000000000R1234567' })}`;

describe('the native app is told of every new token', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after a log-in, at once (0 ms), with the device id', () => {
    const app = page({ native: true });
    app.setToken(token(1));
    expect(app.sent).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(app.sent).toEqual([{ action: 'token', url: url(token(1)) }]);
  });

  it('after each refresh, the rotated token, in a webview too', () => {
    const app = page({ webview: true });
    app.setToken(token(1));
    vi.advanceTimersByTime(0);
    app.setToken(token(2));
    vi.advanceTimersByTime(0);
    expect(app.sent.map((message) => message.action === 'token' && message.url)).toEqual([
      url(token(1)),
      url(token(2)),
    ]);
  });

  it('a silent log-in (a token handed to the page) as silent_login_token', () => {
    const app = page({ native: true });
    app.setToken(token(1), 'silent');
    vi.advanceTimersByTime(0);
    expect(app.sent).toEqual([{ action: 'token', url: url(token(1), 'silent_login_token') }]);
  });

  it("the bootstrap's auth_token is a silent log-in", () => {
    const app = page({});
    applySessionBootstrap(
      app.stores,
      bootstrapSession({
        url: new URL(`https://senda.test/manage/order?native=true&auth_token=${token(7)}&device_id=D-1`),
        storage: app.storage,
        now: () => 1,
        random: () => 0.5,
        uuid: () => 'u-1',
      }),
    );
    vi.advanceTimersByTime(0);
    expect(app.sent).toEqual([
      {
        action: 'token',
        url: `senda://session?${new URLSearchParams({ silent_login_token: token(7), deviceId: 'D-1' })}`,
      },
    ]);
  });

  it('never outside the app', () => {
    const browser = page({});
    browser.setToken(token(1));
    vi.advanceTimersByTime(0);
    expect(browser.sent).toEqual([]);
  });

  it('never a stale token: two rotations in one task tell only the newest, a cleared one nothing', () => {
    const app = page({ native: true });
    app.setToken(token(1));
    app.setToken(token(2));
    vi.advanceTimersByTime(0);
    expect(app.sent).toEqual([{ action: 'token', url: url(token(2)) }]);
    app.setToken(token(3));
    app.store.set(app.stores.auth.reset);
    vi.advanceTimersByTime(0);
    expect(app.sent).toHaveLength(1);
  });

  it('not the token the page started with, and nothing once stopped', () => {
    const tab = setupStores();
    tab.store.set(tab.stores.sessionFacts.facts, { native: true, deviceId: 'D-1' });
    tab.store.set(tab.stores.auth.setAccessToken, token(1));
    const sent: NativeMessage[] = [];
    const stop = tellNativeAppOfNewTokens(tab.stores, { post: (message) => sent.push(message) });
    tab.store.set(tab.stores.auth.state, (previous) => ({ ...previous, userVisitorId: 'v' }));
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([]);
    stop();
    tab.store.set(tab.stores.auth.setAccessToken, token(2));
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([]);
  });
});
