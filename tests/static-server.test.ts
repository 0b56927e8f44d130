import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../scripts/static-server.ts';

/** The production static server over a tiny build that, like a 'hidden' source-map build, keeps maps beside the scripts. */
const root = mkdtempSync(join(tmpdir(), 'senda-static-'));
let server: Server;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1.js"></script>',
  );
  writeFileSync(join(root, 'assets/app-1.js'), 'console.log("app");\n');
  writeFileSync(join(root, 'assets/app-1.js.map'), '{"version":3,"sources":["app.ts"],"mappings":""}');
  // A link page's prerendered HTML, in both languages (scripts/prerendered-files.ts).
  for (const locale of ['es-MX', 'en-US']) {
    mkdirSync(join(root, 'prerendered', locale, 'payment'), { recursive: true });
    writeFileSync(join(root, 'prerendered', locale, 'payment/paylink.html'), `<html lang="${locale}">`);
  }
  server = createStaticServer({ root, port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server did not bind');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  it("sends a link page's prerendered HTML whatever the link's query, in the page load's language", async () => {
    const page = async (path: string, headers: Record<string, string>) =>
      (await fetch(`${origin}${path}`, { headers })).text();
    const link = '/payment/paylink?paylink_id=PL-123';
    expect(await page(link, { 'accept-language': 'es-MX,es;q=0.9' })).toBe('<html lang="es-MX">');
    expect(await page(link, { 'accept-language': 'en-US' })).toBe('<html lang="en-US">');
    expect(await page(`${link}&setlocale=en-US`, { 'accept-language': 'es-MX' })).toBe('<html lang="en-US">');
  });

  it('serves the scripts but answers 404 for their source maps, even when the build left them', async () => {
    expect((await fetch(`${origin}/assets/app-1.js`)).status).toBe(200);
    const map = await fetch(`${origin}/assets/app-1.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('mappings');
    // Not the SPA fallback either: index.html is never served for a .map path.
    expect((await fetch(`${origin}/app.js.map`)).status).toBe(404);
  });

  it('answers 404 for a source map whose dot or letters are percent-encoded', async () => {
    for (const path of [
      '/assets/app-1.js%2Emap',
      '/assets/app-1.js%2emap',
      '/assets/app-1.js.ma%70',
      '/assets/app-1%2Ejs%2Emap',
    ]) {
      const answer = await fetch(`${origin}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(await answer.text()).not.toContain('mappings');
    }
  });

  it('sends nosniff and the common security headers on a missing asset’s 404', async () => {
    const answer = await fetch(`${origin}/assets/gone-1.js`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
