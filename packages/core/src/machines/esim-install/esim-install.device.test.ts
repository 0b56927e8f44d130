import { describe, expect, it } from 'vitest';
import {
  detectInstallDevice,
  esimHelpOrder,
  esimInstallVia,
  supportsOneClickInstall,
} from './esim-install.device.ts';

const iphone = (os: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1`;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
// iPadOS asks for the desktop site: a Mac agent.
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('the device the eSIM page is opened on', () => {
  it.each([
    ['iOS 17.4', 'one-click', iphone('17_4')],
    ['iOS 17.4.1', 'one-click', iphone('17_4_1')],
    ['iOS 18.0', 'one-click', iphone('18_0')],
    ['iOS 18.6 (how Safari on iOS 26 reports itself)', 'one-click', iphone('18_6')],
    ['iOS 17.3', 'qr-code', iphone('17_3')],
    ['iOS 16.7', 'qr-code', iphone('16_7')],
    ['an iPhone agent without a version', 'qr-code', 'Mozilla/5.0 (iPhone) Safari'],
    // On the phone itself: the code copied into Settings (a phone cannot scan its own screen).
    ['Android', 'on-phone', ANDROID],
    ['a desktop browser', 'qr-code', DESKTOP],
    ['an iPad (desktop agent)', 'qr-code', IPAD_DESKTOP],
    ['an iPad (mobile agent)', 'qr-code', IPAD],
    ['an empty agent', 'qr-code', ''],
  ])('%s installs by %s', (_label, via, userAgent) => {
    expect(esimInstallVia(detectInstallDevice(userAgent))).toBe(via);
  });

  it('reads the iOS version of an iPhone and nothing of the others', () => {
    expect(detectInstallDevice(iphone('17_4_1'))).toEqual({ platform: 'iphone', iosVersion: [17, 4] });
    expect(detectInstallDevice(ANDROID)).toEqual({ platform: 'android', iosVersion: null });
    expect(detectInstallDevice(DESKTOP)).toEqual({ platform: 'other', iosVersion: null });
    expect(supportsOneClickInstall({ platform: 'iphone', iosVersion: [17, 10] })).toBe(true);
    expect(supportsOneClickInstall({ platform: 'android', iosVersion: [18, 0] })).toBe(false);
  });

  it('puts the help for the device’s own system first', () => {
    expect(esimHelpOrder(detectInstallDevice(ANDROID))).toEqual(['android', 'ios']);
    expect(esimHelpOrder(detectInstallDevice(iphone('16_0')))).toEqual(['ios', 'android']);
    expect(esimHelpOrder(detectInstallDevice(DESKTOP))).toEqual(['ios', 'android']);
  });
});
