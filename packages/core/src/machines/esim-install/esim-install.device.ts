/**
 * Which phone or computer the eSIM page is opened on, read from its user agent, and how the eSIM
 * is installed there. The rule lives here, not in a screen: the page passes `navigator.userAgent`.
 */
export type EsimInstallPlatform = 'iphone' | 'android' | 'other';

export interface EsimInstallDevice {
  platform: EsimInstallPlatform;
  /** iOS version of an iPhone, `[major, minor]`; null elsewhere or when the agent does not say. */
  iosVersion: readonly [number, number] | null;
}

/**
 * Apple's one-tap eSIM install (a universal link to esimsetup.apple.com) opens the carrier's
 * profile straight in Settings from iOS 17.4 on. Safari on iOS 26 reports its OS as 18_6 or so
 * (Apple froze the number in the agent), which still reads as supported.
 */
export const ONE_CLICK_MIN_IOS: readonly [number, number] = [17, 4];

/**
 * How the customer installs the eSIM on the device the page is opened on: one tap (an iPhone that
 * takes Apple's link), on the phone itself by copying the activation code into Settings (Android:
 * a phone cannot scan its own screen, so the QR code is offered for installing on another device),
 * or by scanning the QR code with the phone (a computer, an older iPhone).
 */
export type EsimInstallVia = 'one-click' | 'on-phone' | 'qr-code';

export function detectInstallDevice(userAgent: string): EsimInstallDevice {
  // An iPad asks for the desktop site (a Mac agent) and iPhones say "iPhone": iPads get the QR code.
  if (/\biPhone\b/.test(userAgent)) {
    const version = /\bOS (\d+)[_.](\d+)/.exec(userAgent);
    return {
      platform: 'iphone',
      iosVersion: version ? [Number(version[1]), Number(version[2])] : null,
    };
  }
  if (/\bAndroid\b/.test(userAgent)) return { platform: 'android', iosVersion: null };
  return { platform: 'other', iosVersion: null };
}

export function supportsOneClickInstall(device: EsimInstallDevice): boolean {
  if (device.platform !== 'iphone' || device.iosVersion === null) return false;
  const [major, minor] = device.iosVersion;
  const [minMajor, minMinor] = ONE_CLICK_MIN_IOS;
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

export function esimInstallVia(device: EsimInstallDevice): EsimInstallVia {
  if (supportsOneClickInstall(device)) return 'one-click';
  return device.platform === 'android' ? 'on-phone' : 'qr-code';
}

/** The step-by-step help, the device's own system first (iOS first on a computer). */
export type EsimHelpPlatform = 'ios' | 'android';
export const esimHelpOrder = (device: EsimInstallDevice): readonly EsimHelpPlatform[] =>
  device.platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
