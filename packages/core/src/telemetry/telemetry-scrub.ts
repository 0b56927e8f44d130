/**
 * What no telemetry attribute ever carries, consent or not: an e-mail address, a URL's query or
 * fragment (a link's one-time token, a search, a campaign id), a token, or a long number (a phone
 * number or an order id in a path). Every string attribute passes through here.
 */

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[A-Za-z]{2,}/g;
/**
 * A URL with a query or fragment, anywhere in a text (a message, a stack line, an attribute). A
 * stack line's `:line:column` after the query is kept.
 */
const URL_WITH_QUERY =
  /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'()]*|(?<![\w/])\/[^\s?#"'()]*)[?#](?:(?!:\d+(?::\d+)?(?:[\s)]|$))[^\s"'()])*/gi;
/** JWTs, and long runs of letters and digits that are not words: session and link tokens. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const TOKEN = /\b(?=[A-Za-z_]*\d)(?=[\d_]*[A-Za-z])[A-Za-z0-9_]{24,}\b/g;
/**
 * Six or more digits, maybe grouped by single spaces or dashes: a phone number (55 1234 5678), a
 * card number as typed (4242 4242 4242 4242), a line or order number.
 */
const LONG_NUMBER = /\d(?:[ -]?\d){5,}/g;

/** The URL without its query or fragment. */
export function stripQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/** A page or request URL as it may be sent: no query or fragment, no long numbers in its path. */
export function scrubUrl(url: string): string {
  return scrubText(stripQuery(url));
}

/** A free text (an error message, a stack, an element's selector) as it may be sent. */
export function scrubText(text: string): string {
  return scrubTokens(text).replace(LONG_NUMBER, '[n]');
}

/**
 * A stack trace: as a text (its first line is the error's message), but the `:line:column` of its
 * frames, long in a minified bundle, are kept.
 */
export function scrubStack(stack: string): string {
  return scrubTokens(stack).replace(NUMBER_NOT_A_POSITION, '[n]');
}

const NUMBER_NOT_A_POSITION = new RegExp(`(?<![:\\d])${LONG_NUMBER.source}`, 'g');

function scrubTokens(text: string): string {
  return text
    .replace(URL_WITH_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(TOKEN, '[token]');
}
