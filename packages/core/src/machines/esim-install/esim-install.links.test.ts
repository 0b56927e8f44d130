import { describe, expect, it } from 'vitest';
import { appleOneClickInstallUrl, lpaActivationCode } from './esim-install.links.ts';

describe('eSIM activation code and Apple’s one-tap link', () => {
  it('joins the SM-DP+ address and the matching id as an LPA string', () => {
    expect(lpaActivationCode('rsp.sandbox.senda.mx', 'K2T8Q-ZP1MA-4XW9C-B7N3D')).toBe(
      'LPA:1$rsp.sandbox.senda.mx$K2T8Q-ZP1MA-4XW9C-B7N3D',
    );
  });

  it('wraps the URL-encoded activation code in esimsetup.apple.com’s carddata', () => {
    const url = appleOneClickInstallUrl('LPA:1$rsp.sandbox.senda.mx$K2T8Q-ZP1MA-4XW9C-B7N3D');
    expect(url).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24rsp.sandbox.senda.mx%24K2T8Q-ZP1MA-4XW9C-B7N3D',
    );
    expect(new URL(url).searchParams.get('carddata')).toBe(
      'LPA:1$rsp.sandbox.senda.mx$K2T8Q-ZP1MA-4XW9C-B7N3D',
    );
  });
});
