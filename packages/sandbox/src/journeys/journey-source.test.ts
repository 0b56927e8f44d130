import { describe, expect, it } from 'vitest';
import { journeyIdFromPath, journeysFromRecord } from './journey-source.ts';

describe('journey sources', () => {
  it('takes a Vite glob record (paths, module objects) and answers by journey id', () => {
    const source = journeysFromRecord({
      '/journeys/purchase.json': { default: { onboarding: { steps: [] } } },
      '../../../journeys/plan-switch.json': { steps: ['a'] },
    });
    expect(source.ids()).toEqual(['plan-switch', 'purchase']);
    expect(source.get('purchase')).toEqual({ onboarding: { steps: [] } });
    expect(source.get('plan-switch')).toEqual({ steps: ['a'] });
    expect(source.get('missing')).toBeUndefined();
    expect(journeyIdFromPath('C:\\repo\\journeys\\retail-purchase.json')).toBe('retail-purchase');
  });
});

describe('the Node sandbox', () => {
  it('serves the repository journeys/ folder by default', async () => {
    const { readdirSync } = await import('node:fs');
    const { createSandboxServer, DEFAULT_JOURNEYS_DIR } = await import('../node.ts');
    const files = readdirSync(DEFAULT_JOURNEYS_DIR).filter((name) => name.endsWith('.json'));
    const sandbox = createSandboxServer();
    expect(sandbox.context.journeys.ids()).toEqual(files.map(journeyIdFromPath).sort());
    for (const id of sandbox.context.journeys.ids())
      expect(sandbox.context.journeys.get(id)).toBeTypeOf('object');
  });
});
