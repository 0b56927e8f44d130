import { FLAG_DEFAULTS } from '@senda/core/flags';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { JourneySource } from '../journeys/journey-source.ts';
import { createSandbox } from '../sandbox.ts';

const BASE = 'http://localhost/mocks/flags/ofrep/v1/evaluate/flags';

/** Flag files that can be edited between two requests, as a product person edits `flags/`. */
function editableFiles(files: Record<string, unknown>): JourneySource {
  return { ids: () => Object.keys(files).sort(), get: (id) => files[id] };
}

const sandboxes = new WeakMap<JourneySource, ReturnType<typeof createSandbox>>();

async function evaluate(flags: JourneySource, body: unknown, key?: string) {
  const sandbox = sandboxes.get(flags) ?? createSandbox({ flags });
  sandboxes.set(flags, sandbox);
  const { handlers } = sandbox;
  const request = new Request(key ? `${BASE}/${key}` : BASE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error('no OFREP route answered');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const visitor = (deviceId: string) => ({
  context: {
    targetingKey: deviceId,
    kind: 'multi',
    user: { key: deviceId, anonymous: true },
    device: { key: deviceId, device_id: deviceId, app_type: 'WEB', device_type: 'BROWSER' },
  },
});

const ROLLOUT = {
  flags: {
    'payment-spei': {
      state: 'ENABLED',
      variants: { on: true, off: false },
      defaultVariant: 'on',
      // Staff see SPEI off; half the other visitors too, by the targeting key.
      targeting: {
        if: [
          { ends_with: [{ var: 'user.email' }, '@senda.mx'] },
          'off',
          {
            fractional: [
              ['on', 50],
              ['off', 50],
            ],
          },
        ],
      },
    },
  },
};

describe('the sandbox OFREP service over flags/', () => {
  it('serves the repository flag files, whose values are the storefront defaults', async () => {
    const { DEFAULT_FLAGS_DIR } = await import('../node.ts');
    const { journeysFromDirectory } = await import('../journeys/journeys-from-directory.ts');
    const { status, body } = await evaluate(journeysFromDirectory(DEFAULT_FLAGS_DIR), visitor('D-1'));
    expect(status).toBe(200);
    const values = Object.fromEntries(
      (body.flags as { key: string; value: unknown }[]).map((flag) => [flag.key, flag.value]),
    );
    expect(values).toEqual(FLAG_DEFAULTS);
  });

  it('splits a rollout on the targeting key, the same key always the same way, and targets on the user', async () => {
    const files = editableFiles({ payments: ROLLOUT });
    const values = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const { body } = await evaluate(files, visitor(`D-${i}`), 'payment-spei');
        return body.value;
      }),
    );
    expect(values.filter(Boolean).length).toBeGreaterThan(5);
    expect(values.filter((value) => !value).length).toBeGreaterThan(5);
    const again = await evaluate(files, visitor('D-7'), 'payment-spei');
    expect(again.body.value).toBe(values[7]);

    const staff = {
      context: { targetingKey: 'usr_1', kind: 'multi', user: { key: 'usr_1', email: 'ana@senda.mx' } },
    };
    expect((await evaluate(files, staff, 'payment-spei')).body).toMatchObject({
      key: 'payment-spei',
      value: false,
      variant: 'off',
      reason: 'TARGETING_MATCH',
    });
  });

  it('takes an edit of the files on the next request', async () => {
    const files: Record<string, unknown> = { payments: ROLLOUT };
    const source = editableFiles(files);
    expect((await evaluate(source, visitor('D-1'))).body.flags).toHaveLength(1);
    files.payments = {
      flags: {
        'payment-oxxo': { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off' },
      },
    };
    expect((await evaluate(source, visitor('D-1'))).body).toEqual({
      flags: [{ key: 'payment-oxxo', value: false, variant: 'off', reason: 'STATIC', metadata: {} }],
    });
  });

  it('answers an unknown flag, a bad body and broken files as OFREP errors', async () => {
    const files = editableFiles({ payments: ROLLOUT });
    expect(await evaluate(files, visitor('D-1'), 'nope')).toMatchObject({
      status: 404,
      body: { key: 'nope', errorCode: 'FLAG_NOT_FOUND' },
    });
    expect(await evaluate(files, '{not json')).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_CONTEXT' },
    });
    expect(await evaluate(files, { context: [] })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_CONTEXT' },
    });
    const broken = editableFiles({ payments: { flags: { 'payment-oxxo': { state: 'ENABLED' } } } });
    expect(await evaluate(broken, visitor('D-1'))).toMatchObject({
      status: 500,
      body: { errorCode: 'PARSE_ERROR' },
    });
  });
});
