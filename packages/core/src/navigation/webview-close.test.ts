import { describe, expect, it } from 'vitest';
import { webviewCloseRoute } from './webview-close.ts';

describe('webviewCloseRoute', () => {
  it('names the close target, with or without a trailing slash', () => {
    expect(webviewCloseRoute('/logged_out')).toBe('/logged_out');
    expect(webviewCloseRoute('/updateCardSuccess/')).toBe('/updateCardSuccess');
  });

  it('is undefined for other paths and other spellings', () => {
    expect(webviewCloseRoute('/')).toBeUndefined();
    expect(webviewCloseRoute('/closeWebview')).toBeUndefined();
    expect(webviewCloseRoute('/logged_out/extra')).toBeUndefined();
  });
});
