import { readdirSync } from 'node:fs';

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { storefrontUrl } from './browser';

/**
 * The production build as `npm start` serves it publishes no source maps: no script names one,
 * and a map's URL answers 404 even though the build keeps the files for reading stack traces. The
 * sandbox's service worker is not part of the build.
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
      // The dot or a letter percent-encoded names the same file: still refused.
      for (const mapPath of [`${script}.map`, `${script}%2Emap`, `${script}.ma%70`]) {
        const map = await fetch(`${storefrontUrl()}/assets/${mapPath}`);
        expect(map.status, mapPath).toBe(404);
        expect(map.headers.get('x-content-type-options'), mapPath).toBe('nosniff');
        await map.arrayBuffer();
      }
    }
    expect(files.some((file) => file.endsWith('.map'))).toBe(true);
  });

  it('leave out the sandbox’s service worker, which only `npm run dev` and Storybook use', async () => {
    const worker = await fetch(`${storefrontUrl()}/mockServiceWorker.js`);
    expect(worker.status).toBe(404);
    expect(await worker.text()).not.toContain('Mock Service Worker');
  });
});
