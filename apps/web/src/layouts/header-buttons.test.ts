import { describe, expect, it } from 'vitest';
import { headerButtons, headerCrowdedOnPhone, languageInHeader } from './header-buttons';
import { LAYOUT_PARTS } from './layout-kind';

describe('headerButtons', () => {
  it('offers "My account" on every signed-in page with a header outside the purchase steps', () => {
    // The line page, the order list, the profile and a request's pages are all main-authenticated.
    expect(headerButtons(LAYOUT_PARTS['main-authenticated'], true)).toEqual({
      account: 'layout.account',
      accountOnPhone: 'icon',
      logOut: 'shown',
    });
    for (const [kind, parts] of Object.entries(LAYOUT_PARTS)) {
      if (!parts.header || parts.progress) continue;
      expect(headerButtons(parts, true).account, kind).toBe('layout.account');
      expect(headerButtons(parts, true).logOut, kind).toBeDefined();
    }
  });

  it('keeps the two-button header: "My account" in words, "Log out" beside it (hidden on a phone)', () => {
    expect(headerButtons(LAYOUT_PARTS['main-auth-two-button'], true)).toEqual({
      account: 'layout.account',
      accountOnPhone: 'text',
      logOut: 'beside-account',
    });
    expect(headerButtons(LAYOUT_PARTS['main-auth-two-button'], false)).toEqual({
      account: 'layout.log_in',
      accountOnPhone: 'text',
    });
  });

  it('a purchase step offers "Log out" only; nothing before the session is known or signed out', () => {
    expect(headerButtons(LAYOUT_PARTS.step, true)).toEqual({ logOut: 'shown' });
    expect(headerButtons(LAYOUT_PARTS['main-authenticated'], false)).toEqual({});
    for (const parts of Object.values(LAYOUT_PARTS)) expect(headerButtons(parts, undefined)).toEqual({});
  });
});

describe('headerCrowdedOnPhone', () => {
  it('is a matter of the layout, so the prerendered frame has it: the account pages and the steps', () => {
    expect(headerCrowdedOnPhone(LAYOUT_PARTS['main-authenticated'])).toBe(true);
    expect(headerCrowdedOnPhone(LAYOUT_PARTS['main-auth-two-button'])).toBe(false);
    // A step's header holds "Log out" (signed in), the language and help.
    expect(headerCrowdedOnPhone(LAYOUT_PARTS.step)).toBe(true);
  });
});

describe('languageInHeader', () => {
  it('puts the language switch in the header exactly where no footer holds one', () => {
    for (const [kind, parts] of Object.entries(LAYOUT_PARTS)) {
      expect(languageInHeader(parts), kind).toBe(parts.header && !parts.footer);
    }
    // The purchase's steps have a header and no footer: the language changes without leaving the step.
    expect(languageInHeader(LAYOUT_PARTS.step)).toBe(true);
    expect(languageInHeader(LAYOUT_PARTS['main-authenticated'])).toBe(false);
  });
});
