import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_SECONDS } from '../src/domain/limits.ts';
import { GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, clock, signedUpCustomer } = setupSandboxTest();

const DAY = 24 * 60 * 60 * 1000;

/** What the profile read answers one token, as anybody holding it would ask. */
async function reads(token: string): Promise<number> {
  const response = await fetch(`${GATEWAY_URL}/user-service/v4/users`, { headers: { 'X-Auth': token } });
  return response.status;
}

/** The refresh call with one token: its status and, when granted, the new token. */
async function refreshWith(token: string): Promise<{ status: number; token?: string; expiresIn?: number }> {
  const response = await fetch(`${GATEWAY_URL}/user-service/v4/users/token`, {
    headers: { 'X-Auth': token },
  });
  if (!response.ok) return { status: response.status };
  const body = (await response.json()) as { result: { auth_token: string } };
  const next = body.result.auth_token;
  const expiresIn = sandbox.state.auth.authenticate(next)?.expiresAt;
  return {
    status: response.status,
    token: next,
    ...(expiresIn === undefined ? {} : { expiresIn: (expiresIn - clock.now()) / 1000 }),
  };
}

async function logOut(token: string): Promise<number> {
  const response = await fetch(`${GATEWAY_URL}/user-service/v4/auth/logout`, {
    method: 'POST',
    headers: { 'X-Auth': token, 'Content-Type': 'application/json' },
  });
  return response.status;
}

function tokenOf(answer: { status: number; token?: string }): string {
  if (!answer.token) throw new Error(`the refresh was refused (${answer.status})`);
  return answer.token;
}

describe('a log-in is one session family', () => {
  it('a refresh spends the token it replaces; the spent one refreshed again ends the family', async () => {
    const { session } = await signedUpCustomer('familia.uno@example.mx');
    const t1 = session.token ?? '';
    const t2 = tokenOf(await refreshWith(t1));
    // Spent: T1 reads nothing more, T2 does.
    expect([await reads(t1), await reads(t2)]).toEqual([401, 200]);

    // Someone else holding T1 (a copied token) refreshes too: refused, and the family ends with it.
    expect((await refreshWith(t1)).status).toBe(401);
    expect([await reads(t2), (await refreshWith(t2)).status]).toEqual([401, 401]);
  });

  it('a log-out with the newest token ends every token of the log-in, refreshed or not', async () => {
    const { session } = await signedUpCustomer('familia.dos@example.mx');
    const t1 = session.token ?? '';
    const t2 = tokenOf(await refreshWith(t1));
    const tx = tokenOf(await refreshWith(t2));
    expect(await logOut(tx)).toBe(200);
    // [read, refresh] for T1, T2 and Tx.
    const answers: number[][] = [];
    for (const token of [t1, t2, tx]) answers.push([await reads(token), (await refreshWith(token)).status]);
    expect(answers).toEqual([
      [401, 401],
      [401, 401],
      [401, 401],
    ]);
  });

  it('a log-out ends only its own log-in: the same customer on another device stays signed in', async () => {
    const { session } = await signedUpCustomer('familia.tres@example.mx');
    const userId = sandbox.state.auth.authenticate(session.token)?.userId ?? '';
    const other = sandbox.state.auth.linkSession(userId).accessToken;
    expect(await logOut(session.token ?? '')).toBe(200);
    expect([await reads(session.token ?? ''), await reads(other)]).toEqual([401, 200]);
  });

  it('POST /mocks/sessions gives a test a log-in of its own: refreshing it spends nothing the page holds', async () => {
    const { session, email } = await signedUpCustomer('familia.seis@example.mx');
    const own = async (address: string) =>
      fetch(`${ORIGIN}/mocks/sessions`, { method: 'POST', body: JSON.stringify({ email: address }) });
    const answer = await own(email);
    expect(answer.status).toBe(201);
    const { accessToken } = (await answer.json()) as { accessToken: string };
    tokenOf(await refreshWith(accessToken));
    expect(await reads(session.token ?? '')).toBe(200);
    expect((await own('nadie@example.mx')).status).toBe(404);
  });

  it('a session ends 30 days after its log-in, however often it was refreshed (every 6 days here)', async () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    const { session } = await signedUpCustomer('familia.cuatro@example.mx');
    let token = session.token ?? '';
    const granted: number[] = [];
    for (let day = 6; day <= 36; day += 6) {
      clock.advance(6 * DAY);
      const answer = await refreshWith(token);
      if (!answer.token) break;
      granted.push(day);
      token = answer.token;
    }
    // Within each 7-day refresh window, yet the 30th day is the end: days 6 to 24 only.
    expect(granted).toEqual([6, 12, 18, 24]);
    expect(await reads(token)).toBe(401);
  });

  it('no token outlives its log-in: one refreshed half an hour before the end lives half an hour', async () => {
    const { session } = await signedUpCustomer('familia.cinco@example.mx');
    let token = session.token ?? '';
    for (let day = 6; day <= 24; day += 6) {
      clock.advance(6 * DAY);
      token = tokenOf(await refreshWith(token));
    }
    clock.advance(6 * DAY - 30 * 60 * 1000);
    const last = await refreshWith(token);
    expect(last.expiresIn).toBe(30 * 60);
    clock.advance(30 * 60 * 1000);
    expect(await reads(tokenOf(last))).toBe(401);
  });
});
