/**
 * Payloads that leave the origin or run script in some URL parser: protocol-relative, backslash,
 * scheme, `javascript:`, percent-encoded (once and twice), mixed case, whitespace and control
 * characters. Core's redirect tests try every one on every way a path reaches navigation; the
 * browser test tries a few end to end.
 */
export const EVIL_HOST = 'evil.example';

export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  `//${EVIL_HOST}`,
  `//${EVIL_HOST}/orderlist`,
  `///${EVIL_HOST}`,
  `////${EVIL_HOST}`,
  `/\\${EVIL_HOST}`,
  `\\\\${EVIL_HOST}`,
  `\\/${EVIL_HOST}`,
  `/\\/${EVIL_HOST}`,
  `https://${EVIL_HOST}`,
  `http://${EVIL_HOST}`,
  `HTTPS://${EVIL_HOST}`,
  `https:${EVIL_HOST}`,
  `https:/${EVIL_HOST}`,
  `//${EVIL_HOST}%2F..`,
  `%2F%2F${EVIL_HOST}`,
  `%252F%252F${EVIL_HOST}`,
  `%5C%5C${EVIL_HOST}`,
  `/%5C${EVIL_HOST}`,
  `/%2F${EVIL_HOST}`,
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.domain)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript%3Aalert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ` //${EVIL_HOST}`,
  `\t//${EVIL_HOST}`,
  `/\t/${EVIL_HOST}`,
  `%09//${EVIL_HOST}`,
  `//${EVIL_HOST}@${EVIL_HOST}`,
  `//user:pass@${EVIL_HOST}`,
  `//google.com%40${EVIL_HOST}`,
  `〱${EVIL_HOST}`,
  `//${EVIL_HOST}#/orderlist`,
];
