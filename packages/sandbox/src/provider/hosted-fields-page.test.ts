import { describe, expect, it } from 'vitest';
import { hostedFieldsPage, hostedFieldsStyle } from './hosted-fields-page.ts';

const PAGE = { captureContext: 'cc_1', parentOrigin: 'https://tienda.senda.mx', tokenizeUrl: '/v1/tokens' };

describe('the hosted fields take the storefront look', () => {
  it("uses the page's font, height, radius and colours", () => {
    const style = hostedFieldsStyle(
      JSON.stringify({
        fontFamily: '"Inter", system-ui, sans-serif',
        controlHeight: '3rem',
        errorColor: '#c0262d',
      }),
    );
    expect(style).toMatchObject({ fontFamily: '"Inter", system-ui, sans-serif', controlHeight: '3rem' });
    const html = hostedFieldsPage({ ...PAGE, style });
    expect(html).toContain('font-family: "Inter", system-ui, sans-serif;');
    expect(html).toContain('height: 3rem;');
    expect(html).toContain('border: 2px solid #c0262d;');
  });

  it('refuses a value that could leave its declaration or the style element, and junk JSON', () => {
    const style = hostedFieldsStyle(
      JSON.stringify({ textColor: 'red;} body{display:none', radius: '</style>' }),
    );
    expect(style.textColor).toBe(hostedFieldsStyle(null).textColor);
    expect(style.radius).toBe(hostedFieldsStyle(null).radius);
    expect(hostedFieldsStyle('{nope')).toEqual(hostedFieldsStyle(null));
  });

  it('splits the card number and the security code into two frames, the brand only announced', () => {
    const number = hostedFieldsPage(PAGE);
    const code = hostedFieldsPage({ ...PAGE, part: 'code' });
    expect(number).toContain('id="number"');
    expect(number).not.toContain('id="code"');
    expect(number).toMatch(/#brand \{ position: absolute; width: 1px;/);
    expect(code).toContain('id="code"');
    expect(code).not.toContain('id="number"');
    // Only the number frame talks to the storefront; the two share the capture context's channel.
    expect(code).not.toContain('window.parent');
    for (const html of [number, code]) expect(html).toContain('"channel":"senda-hosted-fields:cc_1"');
  });
});
