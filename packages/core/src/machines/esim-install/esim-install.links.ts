/**
 * The eSIM activation code (GSMA SGP.22 §4.1): `LPA:1$<SM-DP+ address>$<matching id>`. It is what
 * the QR code carries, what Android asks for when typed by hand, and what Apple's link wraps.
 */
export const LPA_PREFIX = 'LPA:1$';

export function lpaActivationCode(smdpAddress: string, matchingId: string): string {
  return `${LPA_PREFIX}${smdpAddress}$${matchingId}`;
}

/** Apple's universal link that opens an eSIM profile in Settings (iOS 17.4 and later). */
export const APPLE_ESIM_SETUP_URL = 'https://esimsetup.apple.com/esim_qrcode_provisioning';

export function appleOneClickInstallUrl(activationCode: string): string {
  return `${APPLE_ESIM_SETUP_URL}?carddata=${encodeURIComponent(activationCode)}`;
}
