/**
 * Access tokens look like the operator's: a JWT whose payload carries `external_id` (the app reads
 * the user id from it, the spec's Auth state). The signature is random: the sandbox checks tokens by
 * looking them up in its session table, never by verifying a signature.
 */
export interface AccessTokenClaims {
  sub: string;
  external_id: string;
  email?: string;
  guest: boolean;
  iat: number;
  exp: number;
  iss: 'senda-sandbox';
}

export function encodeAccessToken(claims: AccessTokenClaims, signature: string): string {
  const header = base64UrlJson({ alg: 'HS256', typ: 'JWT' });
  return `${header}.${base64UrlJson(claims)}.${signature}`;
}

export function decodeAccessTokenClaims(token: string): AccessTokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const padded = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as AccessTokenClaims;
  } catch {
    return undefined;
  }
}

function base64UrlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
