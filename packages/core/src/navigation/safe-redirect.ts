/**
 * A `redirect`, `returnUrl` or stored path is followed only when it is a same-origin relative
 * path. Everything else (`//evil.example`, `https://…`, `javascript:`, backslash tricks and their
 * percent-encoded variants) is refused, and the caller falls back to its default.
 *
 * The check is made on the decoded text, repeatedly, so `%2F%2Fevil` or `%252F%252Fevil` cannot
 * slip through a later decode, and the result is resolved against a dummy origin to be sure the
 * browser would stay on this origin.
 */
const DUMMY_ORIGIN = 'https://senda.invalid';
const MAX_DECODE_ROUNDS = 5;

export function safeRelativePath(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const raw = input.trim();
  if (raw === '' || raw.length > 2048) return undefined;

  let decoded = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    if (!isSafeText(decoded)) return undefined;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return undefined; // malformed encoding: not a path anyone meant to send
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!isSafeText(decoded)) return undefined;

  let url: URL;
  try {
    url = new URL(raw, DUMMY_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== DUMMY_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isSafeText(text: string): boolean {
  if (!text.startsWith('/')) return false;
  // Protocol-relative (`//host`) and backslash forms (`/\host`), which browsers treat as `//`.
  if (/^\/[/\\]/.test(text)) return false;
  if (text.includes('\\')) return false;
  // Control characters and whitespace inside: browsers strip some of them before parsing.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  if (/[\u0000-\u001f\u007f\s]/.test(text)) return false;
  if (/^\/*\s*(javascript|data|vbscript):/i.test(text)) return false;
  return true;
}
