import { describe, expect, it } from 'vitest';
import { appleOneClickInstallUrl, lpaActivationCode, lpaActivationCodeParts } from './esim-install.links.ts';

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

  it('reads the SM-DP+ address and the matching ID back out of an activation code, for phones that ask apart', () => {
    expect(lpaActivationCodeParts('LPA:1$rsp.sandbox.senda.mx$K2T8Q-ZP1MA-4XW9C-B7N3D')).toEqual({
      smdpAddress: 'rsp.sandbox.senda.mx',
      matchingId: 'K2T8Q-ZP1MA-4XW9C-B7N3D',
    });
    // The optional third part (the SM-DP+ OID) belongs to neither.
    expect(lpaActivationCodeParts('LPA:1$smdp.example.com$MATCH-1$1.3.6.1.4.1.31746')).toEqual({
      smdpAddress: 'smdp.example.com',
      matchingId: 'MATCH-1',
    });
    for (const code of ['', 'LPA:1$', 'LPA:1$smdp.example.com', 'LPA:2$a$b', 'smdp.example.com$MATCH-1']) {
      expect(lpaActivationCodeParts(code), code).toBeNull();
    }
  });
});
