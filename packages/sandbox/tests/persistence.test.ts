import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userDetails } from '@senda/core/gateway';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createManualClock, createSeededRandom } from '../src/domain/clock.ts';
import { SandboxState } from '../src/domain/sandbox-state.ts';
import { fileStorage } from '../src/persistence/file-storage.ts';
import { attachPersistence, memoryStorage, webStorage } from '../src/persistence/state-storage.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const directory = mkdtempSync(join(tmpdir(), 'senda-sandbox-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('persistence', () => {
  it('serialises the state and rebuilds it from JSON: the customer and their session survive', async () => {
    const { client, session, userId } = await kit.signedUpCustomer('persist@example.mx');
    const json = kit.sandbox.state.serialize();

    const clock = createManualClock(kit.clock.now());
    const restored = SandboxState.fromJSON(json, { clock, random: createSeededRandom(1) });
    expect(restored.lastLoad).toEqual({ kind: 'loaded' });
    expect(restored.auth.userByEmail('persist@example.mx')?.id).toBe(userId);
    expect(restored.auth.authenticate(session.token)?.userId).toBe(userId);

    // The running sandbox wiped (a restart without a file) forgets the token...
    kit.sandbox.state.reset();
    const forgotten = await fetch(`${ORIGIN}/gateway/user-service/v4/users`, {
      headers: { 'X-Auth': session.token ?? '' },
    });
    expect(forgotten.status).toBe(401);
    // ...and loading the saved JSON brings the customer back with the same token.
    kit.sandbox.state.load(json);
    await expect(userDetails(client)).resolves.toMatchObject({
      external_id: userId,
      email: 'persist@example.mx',
    });
  });

  it('survives a gateway restart through the state file', async () => {
    const file = join(directory, 'gateway-state.json');
    const first = new SandboxState({ clock: createManualClock(), random: createSeededRandom(2) });
    const persistence = attachPersistence(first, fileStorage(file));
    const otp = first.auth.signUp('file@example.mx', 'web', 'es-MX', {});
    await Promise.resolve(); // the save is queued as a microtask
    persistence.detach();
    expect(JSON.parse(readFileSync(file, 'utf8')).users).not.toEqual({});

    const second = new SandboxState({ clock: createManualClock(), random: createSeededRandom(3) });
    attachPersistence(second, fileStorage(file));
    expect(second.lastLoad.kind).toBe('loaded');
    const code = second.mailbox.latestCodeFor('file@example.mx');
    expect(code).toBe(otp.code);
    expect(second.auth.validate('signup', otp.id, code ?? '').accessToken).toBeTruthy();
  });

  it('survives a page reload through localStorage', () => {
    const store = new Map<string, string>();
    const local = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as Storage;
    const before = new SandboxState({ clock: createManualClock(), random: createSeededRandom(4) });
    const persistence = attachPersistence(before, webStorage('senda.sandbox.state', local));
    before.auth.signUp('reload@example.mx', 'web', 'es-MX', {});
    persistence.flush();
    expect(store.has('senda.sandbox.state')).toBe(true);

    const after = new SandboxState({ clock: createManualClock(), random: createSeededRandom(5) });
    attachPersistence(after, webStorage('senda.sandbox.state', local));
    expect(after.auth.userByEmail('reload@example.mx')?.status).toBe('PENDING_SIGNUP');
  });

  it('starts fresh, and says why, when the saved state is broken or from another version', () => {
    const file = join(directory, 'broken.json');
    writeFileSync(file, '{"version": 99}');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = new SandboxState();
    attachPersistence(state, fileStorage(file));
    expect(state.lastLoad.kind).toBe('discarded');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('saved state ignored, starting fresh: version'),
    );
    expect(state.toJSON().users).toEqual({});
    expect(SandboxState.fromJSON('not json').lastLoad).toEqual({ kind: 'discarded', issues: ['not JSON'] });
  });

  it('keeps saved cards across a reload, and loads a state saved before cards could be saved', () => {
    const state = new SandboxState({ clock: createManualClock(), random: createSeededRandom(7) });
    const otp = state.auth.signUp('tarjetas@example.mx', 'web', 'es-MX', {});
    const { userId } = state.auth.validate('signup', otp.id, otp.code);
    const context = state.provider.createCaptureContext(userId, 'http://localhost:5173');
    const { token } = state.provider.tokenise({
      captureContext: context.id,
      cardNumber: '4242 4242 4242 4242',
      securityCode: '123',
      expirationMonth: '12',
      expirationYear: '2030',
    });
    const card = state.savedCards.addFromToken(userId, token, true);

    const restored = SandboxState.fromJSON(state.serialize());
    expect(restored.lastLoad).toEqual({ kind: 'loaded' });
    expect(restored.savedCards.list(userId)).toEqual([card]);

    // A file written before saved cards existed has no such key: same version, still loads.
    const { savedCards: _dropped, ...older } = JSON.parse(state.serialize()) as Record<string, unknown>;
    const fromOlder = SandboxState.fromJSON(older);
    expect(fromOlder.lastLoad).toEqual({ kind: 'loaded' });
    expect(fromOlder.auth.user(userId)?.email).toBe('tarjetas@example.mx');
    expect(fromOlder.savedCards.list(userId)).toEqual([]);
    expect(fromOlder.toJSON().savedCards).toEqual({});
  });

  it('keeps lines, transfers and the clock across a reload, and loads a state saved before them', () => {
    const clock = createManualClock();
    const state = new SandboxState({ clock, random: createSeededRandom(7) });
    const customer = state.scenarios.create('pending-port-in');
    state.advanceClock(2 * 60 * 60 * 1000);

    const restored = SandboxState.fromJSON(state.serialize(), { clock });
    expect(restored.lastLoad).toEqual({ kind: 'loaded' });
    expect(restored.now()).toBe(clock.now() + 2 * 60 * 60 * 1000);
    const line = restored.lines.forOrder(customer.orderRef);
    expect(line?.accountNumber).toBe(customer.accountNumber);
    const transfer = restored.portIn.latestForOrder(customer.orderRef, line?.userId ?? '');
    expect(restored.portIn.progress(transfer).status).toBe('DONOR_SWITCH_SCHEDULED');

    // A file written before account servicing has none of these keys: same version, still loads.
    const {
      lines: _lines,
      portInRequests: _transfers,
      serviceRequests: _requests,
      clockOffsetMs: _offset,
      ...older
    } = JSON.parse(state.serialize()) as Record<string, unknown>;
    const fromOlder = SandboxState.fromJSON(older, { clock });
    expect(fromOlder.lastLoad).toEqual({ kind: 'loaded' });
    expect(fromOlder.now()).toBe(clock.now());
    expect(fromOlder.lines.forOrder(customer.orderRef)).toBeUndefined();
    expect(fromOlder.toJSON()).toMatchObject({
      lines: {},
      portInRequests: {},
      serviceRequests: {},
      clockOffsetMs: 0,
    });
  });

  it('never writes a card number or security code into the state', () => {
    const storage = memoryStorage();
    const state = new SandboxState({ clock: createManualClock(), random: createSeededRandom(6) });
    attachPersistence(state, storage);
    const context = state.provider.createCaptureContext('usr_x', 'http://localhost:5173');
    state.provider.tokenise({
      captureContext: context.id,
      cardNumber: '4242 4242 4242 4242',
      securityCode: '123',
    });
    const json = state.serialize();
    expect(json).not.toContain('4242424242424242');
    expect(json).not.toContain('"123"');
    expect(json).toContain('"last4":"4242"');
  });
});
