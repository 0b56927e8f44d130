let canonicalZones: ReadonlySet<string> | undefined;

/**
 * True for an IANA zone this runtime knows. The runtime's list of canonical zones answers the
 * usual case (the config's zone) cheaply; anything else (an alias such as `US/Central`, or a bad
 * value) goes to Intl.DateTimeFormat, which throws a RangeError for a zone it does not know. The
 * constructor costs a phone tens of milliseconds the first time (it loads the zone data), which
 * the page being opened may not need at all.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  canonicalZones ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  if (canonicalZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
