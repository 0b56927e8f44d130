import { readdirSync } from 'node:fs';

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { storefrontUrl } from './browser';

/**
 * The production build as `npm start` serves it publishes no source maps: no script names one,
 * and a map's URL answers 404 even though the build keeps the files for reading stack traces.
 */
const assets = fileURLToPath(
  new URL('../../../../node_modules/.senda-browser-dist/assets/', import.meta.url),
);

describe('published scripts', () => {
  it('carry no sourceMappingURL, and every .map URL answers 404', async () => {
    const files = readdirSync(assets);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) {
      const response = await fetch(`${storefrontUrl()}/assets/${script}`);
      expect(response.status).toBe(200);
      expect(await response.text(), script).not.toMatch(/sourceMappingURL/);
      const map = await fetch(`${storefrontUrl()}/assets/${script}.map`);
      expect(map.status, `${script}.map`).toBe(404);
      await map.arrayBuffer();
    }
    expect(files.some((file) => file.endsWith('.map'))).toBe(true);
  });
});
