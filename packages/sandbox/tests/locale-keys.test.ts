import { appLocale } from '@senda/core/gateway';
import type { RemoteLocaleEntry } from '@senda/core/i18n';
import { describe, expect, it } from 'vitest';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { newClient } = setupSandboxTest();

const setKeys = (body: unknown) =>
  fetch(`${ORIGIN}/mocks/locale-keys`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The served keys as [key, text] pairs (core leaves entries unknown: the app checks each one). */
const served = async (langCode: string) =>
  ((await appLocale(newClient().client, { langCode })).keys as RemoteLocaleEntry[]).map(({ key, value }) => [
    key,
    value,
  ]);

describe('remote message keys set through /mocks/locale-keys', () => {
  it('are served over the fixed ones, in the language asked for, until cleared', async () => {
    const before = await served('en-US');
    expect(before).toContainEqual(['common.next', 'Next']);

    const markup = '<img src=x onerror=alert(1)>';
    const created = await setKeys({
      langCode: 'en',
      keys: [
        { key: 'common.next', value: markup },
        { key: 'plan.title', value: 'Pick a plan' },
      ],
    });
    expect(created.status).toBe(201);

    const english = await served('en-US');
    // The fixed key takes the set text in its place, a new key is added once.
    expect(english).toContainEqual(['common.next', markup]);
    expect(english.filter(([key]) => key === 'common.next')).toHaveLength(1);
    expect(english).toContainEqual(['plan.title', 'Pick a plan']);
    // Spanish is another language: untouched.
    expect(await served('es-MX')).toContainEqual(['common.next', 'Siguiente']);

    expect((await fetch(`${ORIGIN}/mocks/locale-keys`, { method: 'DELETE' })).status).toBe(204);
    expect(await served('en-US')).toEqual(before);
  });

  it('are cleared by a reset', async () => {
    await setKeys({ langCode: 'es-MX', keys: [{ key: 'common.next', value: 'Continuar' }] });
    expect(await served('es-MX')).toContainEqual(['common.next', 'Continuar']);
    await fetch(`${ORIGIN}/mocks/reset`, { method: 'POST' });
    expect(await served('es-MX')).toContainEqual(['common.next', 'Siguiente']);
  });

  it('refuses a body that is not a language and a list of texts', async () => {
    for (const body of [{ keys: [] }, { langCode: 'es-MX', keys: [{ key: 'a', value: 1 }] }, 'x']) {
      expect((await setKeys(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
