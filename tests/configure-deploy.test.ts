import { describe, expect, it } from 'vitest';
import { parseDeployConfigText } from '../packages/core/src/config/deploy-config.ts';
import { deployConfigElement, inlineDeployConfig } from '../scripts/configure-deploy.ts';
import { inlineScriptHashes } from '../scripts/security-headers.ts';

/**
 * The deploy config in a page (scripts/configure-deploy.ts): first in <head> after the charset, as
 * data no value can break out of, replaced when written again, and never a script the CSP must hash.
 */
const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>boot()</script></head><body></body></html>';
const CONFIG = { gatewayUrl: '/gateway/', paymentProviderOrigins: ['https://pay.example.com'] };
const elementText = (html: string) =>
  /<script type="application\/json" id="senda-config">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('the deploy config in a page', () => {
  it('comes right after the charset, before the boot script, and reads back as the config', () => {
    const html = inlineDeployConfig(PAGE, CONFIG);
    expect(html.indexOf('id="senda-config"')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('id="senda-config"')).toBeLessThan(html.indexOf('boot()'));
    expect(parseDeployConfigText(elementText(html))).toEqual({ ok: true, config: CONFIG });
  });

  it('keeps a value that closes the element as text', () => {
    const hostile = { ...CONFIG, gatewayUrl: '/gateway/</script><script>alert(1)</script>' };
    const html = inlineDeployConfig(PAGE, hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(elementText(html) ?? '')).toEqual(hostile);
  });

  it('is replaced, not added, when written again', () => {
    const again = inlineDeployConfig(inlineDeployConfig(PAGE, CONFIG), { ...CONFIG, gatewayUrl: '/api/' });
    expect(again.match(/id="senda-config"/g)).toHaveLength(1);
    expect(JSON.parse(elementText(again) ?? '').gatewayUrl).toBe('/api/');
  });

  it('needs no hash in the CSP: the browser never runs it', () => {
    expect(inlineScriptHashes(inlineDeployConfig(PAGE, CONFIG))).toEqual(inlineScriptHashes(PAGE));
    expect(deployConfigElement(CONFIG)).toMatch(/^<script type="application\/json"/);
  });

  it('refuses a page with no charset to put it after', () => {
    expect(() => inlineDeployConfig('<html><head></head></html>', CONFIG)).toThrow(/<meta charset>/);
  });
});
