/**
 * A service request's id as a customer can read it out to support: the gateway's internal prefix
 * ("pin_", "sr_") dropped, upper case, in groups of four ("pin_003zk41a20" → "003Z-K41A-20").
 * The prefix is the request's kind, which the page already names; the rest is the id itself, so
 * support finds the request from what the customer reads. An id without the prefix is grouped
 * as it is.
 */
export function formatRequestReference(requestId: string): string {
  const bare = requestId.replace(/^[a-z]+_/, '').toUpperCase();
  return bare.match(/.{1,4}/g)?.join('-') ?? bare;
}
