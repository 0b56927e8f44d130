/**
 * The eSIM activation code (GSMA SGP.22 the spec): `LPA:1$<SM-DP+ address>$<matching id>`. It is what
 * the QR code carries, what Android asks for when typed by hand, and what Apple's link wraps.
 */
export const LPA_PREFIX = 'LPA:1$';

export function lpaActivationCode(smdpAddress: string, matchingId: string): string {
  return `${LPA_PREFIX}${smdpAddress}$${matchingId}`;
}

/**
 * The two parts of an activation code, as several Android phones ask for them apart (the SM-DP+
 * address, then the matching ID): read from the code itself, so they are exactly what the QR code
 * and the whole code carry. Null for anything that is not `LPA:1$<address>$<matching id>` (a
 * third part, the optional OID, is not part of either).
 */
export function lpaActivationCodeParts(code: string): { smdpAddress: string; matchingId: string } | null {
  if (!code.startsWith(LPA_PREFIX)) return null;
  const [smdpAddress = '', matchingId = ''] = code.slice(LPA_PREFIX.length).split('$');
  return smdpAddress && matchingId ? { smdpAddress, matchingId } : null;
}

/** Apple's universal link that opens an eSIM profile in Settings (iOS 17.4 and later). */
export const APPLE_ESIM_SETUP_URL = 'https://esimsetup.apple.com/esim_qrcode_provisioning';

export function appleOneClickInstallUrl(activationCode: string): string {
  return `${APPLE_ESIM_SETUP_URL}?carddata=${encodeURIComponent(activationCode)}`;
}
