/**
 * The payment provider's hosted fields: card number and security code typed on the provider's
 * origin, so the storefront never sees them. Two frames, so the storefront can put its own expiry
 * field between them: the number frame (`part=number`, the default) talks to the parent, by
 * postMessage only and only with the parent origin it was opened for; the security-code frame
 * (`part=code`) talks to nobody but the number frame, over a BroadcastChannel of the provider's
 * origin named after the capture context, and the number frame sends both to the provider.
 *
 * Protocol (every message carries `source`):
 *   frame → parent  { source: 'senda-hosted-fields', type: 'ready' }
 *                   { source: 'senda-hosted-fields', type: 'change', brand, numberComplete, securityCodeComplete }
 *                   { source: 'senda-hosted-fields', type: 'token', token, brand, last4, expiresAt }
 *                   { source: 'senda-hosted-fields', type: 'error', reason, message }
 *   parent → frame  { source: 'senda-storefront', type: 'tokenize', expirationMonth, expirationYear }
 *                   { source: 'senda-storefront', type: 'clear' }
 */
import * as v from 'valibot';

export const HOSTED_FIELDS_SOURCE = 'senda-hosted-fields';
export const STOREFRONT_SOURCE = 'senda-storefront';

/**
 * How the storefront asks the fields to look (its font, control height, corner radius, colours),
 * as a real provider takes a merchant's style at set-up: the frame's `style` query parameter, JSON.
 * Each value is a CSS value without anything that could end a declaration or the style element;
 * anything else falls back to the provider's own look.
 */
const CssValue = v.pipe(v.string(), v.maxLength(200), v.regex(/^[\w\s#.,%()"'-]+$/));
const HostedFieldsStyleSchema = v.object({
  fontFamily: v.optional(CssValue, 'system-ui, sans-serif'),
  fontSize: v.optional(CssValue, '16px'),
  textColor: v.optional(CssValue, '#1f2328'),
  borderColor: v.optional(CssValue, '#8a8a8a'),
  focusColor: v.optional(CssValue, '#1a56db'),
  errorColor: v.optional(CssValue, '#b00020'),
  controlHeight: v.optional(CssValue, '48px'),
  radius: v.optional(CssValue, '6px'),
});
export type HostedFieldsStyle = v.InferOutput<typeof HostedFieldsStyleSchema>;

/** The style the storefront asked for in the frame's URL, each junk value replaced by the default. */
export function hostedFieldsStyle(raw: string | null): HostedFieldsStyle {
  let asked: unknown = {};
  try {
    asked = raw ? JSON.parse(raw) : {};
  } catch {
    asked = {};
  }
  const entries = typeof asked === 'object' && asked !== null ? Object.entries(asked) : [];
  const style: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (v.safeParse(CssValue, value).success) style[key] = value;
  }
  return v.parse(HostedFieldsStyleSchema, style);
}

export type HostedFieldsPart = 'number' | 'code';

export interface HostedFieldsPageInput {
  captureContext: string;
  /** Which of the two frames: the card number (talks to the parent) or the security code. */
  part?: HostedFieldsPart;
  /** The storefront origin allowed to talk to the frame. */
  parentOrigin: string;
  tokenizeUrl: string;
  locale?: 'es-MX' | 'en-US';
  style?: HostedFieldsStyle;
}

const LABELS = {
  'es-MX': { number: 'Número de tarjeta', code: 'Código de seguridad', title: 'Datos de la tarjeta' },
  'en-US': { number: 'Card number', code: 'Security code', title: 'Card details' },
} as const;

export function hostedFieldsPage(input: HostedFieldsPageInput): string {
  const labels = LABELS[input.locale ?? 'es-MX'];
  const part = input.part ?? 'number';
  const style = input.style ?? hostedFieldsStyle(null);
  // JSON inside a script: escape "<" so no value can close the script element.
  const config = JSON.stringify({
    captureContext: input.captureContext,
    parentOrigin: input.parentOrigin,
    tokenizeUrl: input.tokenizeUrl,
    source: HOSTED_FIELDS_SOURCE,
    parentSource: STOREFRONT_SOURCE,
    channel: `senda-hosted-fields:${input.captureContext}`,
  }).replace(/</g, '\\u003c');
  const numberBody = `<body>
<form id="card" autocomplete="off" onsubmit="return false">
  <label for="number">${labels.number}</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="brand">
  <span id="brand" aria-live="polite"></span>
</form>
<script>
(function () {
  var CONFIG = ${config};
  var BRANDS = [
    { brand: 'amex', lead: /^3[47]/, groups: [4, 6, 5], code: 4 },
    { brand: 'diners_club', lead: /^3[0689]/, groups: [4, 6, 4], code: 3 },
    { brand: 'jcb', lead: /^35/, groups: [4, 4, 4, 4, 3], code: 3 },
    { brand: 'mastercard', lead: /^[25]/, groups: [4, 4, 4, 4, 3], code: 3 },
    { brand: 'visa', lead: /^4/, groups: [4, 4, 4, 4, 3], code: 3 }
  ];
  var number = document.getElementById('number');
  var form = document.getElementById('card');
  // The security code lives in the code frame; it sends it here as typed.
  var channel = new BroadcastChannel(CONFIG.channel);
  var code = { value: '', maxLength: 4 };
  var brandLabel = document.getElementById('brand');
  function digits(value) { return value.replace(/\\D/g, ''); }
  function detect(d) { for (var i = 0; i < BRANDS.length; i++) if (BRANDS[i].lead.test(d)) return BRANDS[i]; return null; }
  function group(d, groups) {
    var parts = [], start = 0;
    for (var i = 0; i < groups.length && start < d.length; i++) { parts.push(d.slice(start, start + groups[i])); start += groups[i]; }
    return parts.join(' ');
  }
  function luhn(d) {
    var sum = 0, dbl = false;
    for (var i = d.length - 1; i >= 0; i--) { var n = +d[i]; if (dbl) { n *= 2; if (n > 9) n -= 9; } sum += n; dbl = !dbl; }
    return d.length >= 13 && sum % 10 === 0;
  }
  function post(message) {
    message.source = CONFIG.source;
    window.parent.postMessage(message, CONFIG.parentOrigin);
  }
  function state() {
    var d = digits(number.value), spec = detect(d);
    var max = spec ? spec.groups.reduce(function (a, b) { return a + b; }, 0) : 19;
    return { d: d, spec: spec, numberComplete: luhn(d) && d.length <= max, codeComplete: !!spec && digits(code.value).length === spec.code };
  }
  function changed() {
    var s = state();
    number.setAttribute('aria-invalid', String(s.d.length >= 13 && !s.numberComplete));
    // The code reaches this frame a hop after it is typed: tests wait on this before pressing Pay.
    form.setAttribute('data-complete', String(s.numberComplete && s.codeComplete));
    brandLabel.textContent = s.spec ? s.spec.brand.replace('_', ' ') : '';
    post({ type: 'change', brand: s.spec ? s.spec.brand : null, numberComplete: s.numberComplete, securityCodeComplete: s.codeComplete });
  }
  number.addEventListener('input', function () {
    var d = digits(number.value), spec = detect(d);
    var groups = spec ? spec.groups : [4, 4, 4, 4, 3];
    var max = groups.reduce(function (a, b) { return a + b; }, 0);
    number.value = group(d.slice(0, max), groups);
    code.maxLength = spec ? spec.code : 4;
    channel.postMessage({ type: 'codeLength', length: code.maxLength });
    changed();
  });
  channel.onmessage = function (event) {
    var data = event.data || {};
    if (data.type === 'code' && typeof data.value === 'string') { code.value = digits(data.value).slice(0, code.maxLength); changed(); }
    if (data.type === 'hello') channel.postMessage({ type: 'codeLength', length: code.maxLength });
  };
  window.addEventListener('message', function (event) {
    // Only the storefront this frame was opened for may drive it.
    if (event.origin !== CONFIG.parentOrigin || event.source !== window.parent) return;
    var data = event.data || {};
    if (data.source !== CONFIG.parentSource) return;
    if (data.type === 'clear') { number.value = ''; code.value = ''; channel.postMessage({ type: 'clear' }); changed(); return; }
    if (data.type !== 'tokenize') return;
    fetch(CONFIG.tokenizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        captureContext: CONFIG.captureContext,
        cardNumber: digits(number.value),
        securityCode: digits(code.value),
        expirationMonth: data.expirationMonth,
        expirationYear: data.expirationYear
      })
    }).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (answer) {
      if (answer.ok) post({ type: 'token', token: answer.body.token, brand: answer.body.brand, last4: answer.body.last4, expiresAt: answer.body.expiresAt });
      else post({ type: 'error', reason: answer.body.error.reason, message: answer.body.error.message });
    }).catch(function () {
      post({ type: 'error', reason: 'NETWORK_ERROR', message: 'The payment provider could not be reached.' });
    });
  });
  post({ type: 'ready' });
})();
</script>
`;
  const codeBody = `<body>
<form id="card" autocomplete="off" onsubmit="return false">
  <label for="code">${labels.code}</label>
  <input id="code" name="code" inputmode="numeric" autocomplete="cc-csc" maxlength="4">
</form>
<script>
(function () {
  var CONFIG = ${config};
  var code = document.getElementById('code');
  var channel = new BroadcastChannel(CONFIG.channel);
  function send() { channel.postMessage({ type: 'code', value: code.value }); }
  code.addEventListener('input', function () { code.value = code.value.replace(/\\D/g, '').slice(0, code.maxLength); send(); });
  channel.onmessage = function (event) {
    var data = event.data || {};
    // The brand decides the code's length (4 for amex); a new card clears both fields.
    if (data.type === 'codeLength' && typeof data.length === 'number') { code.maxLength = data.length; code.value = code.value.slice(0, data.length); send(); }
    if (data.type === 'clear') code.value = '';
  };
  channel.postMessage({ type: 'hello' });
  send();
})();
</script>
`;
  return `<!doctype html>
<html lang="${input.locale ?? 'es-MX'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${labels.title}</title>
<style>
  body { font-family: ${style.fontFamily}; color: ${style.textColor}; margin: 0; padding: 5px; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 8px 0 4px; }
  input { box-sizing: border-box; width: 100%; height: ${style.controlHeight}; font: inherit; font-size: ${style.fontSize}; color: inherit; padding: 0 12px; border: 1px solid ${style.borderColor}; border-radius: ${style.radius}; background: #fff; }
  input:focus { outline: 3px solid ${style.focusColor}; outline-offset: 2px; }
  input[aria-invalid="true"] { border: 2px solid ${style.errorColor}; }
  /* The page shows the brand beside the fields: here it is only announced. */
  #brand { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
</style>
</head>
${part === 'code' ? codeBody : numberBody}</body>
</html>`;
}

export function challengePage(input: { transactionId: string; actionUrl: string; amount: string }): string {
  const config = JSON.stringify(input).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><title>Verificación 3-D Secure</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}button{font-size:16px;padding:10px 16px;margin-right:8px}</style>
</head>
<body>
<h1>Verificación de tu banco (sandbox)</h1>
<p id="what">Confirma el cargo<strong id="amount"></strong>.</p>
<button id="approve" type="button">Autorizar</button>
<button id="fail" type="button">Rechazar</button>
<p id="result" role="status"></p>
<script>
(function () {
  var CONFIG = ${config};
  if (CONFIG.amount) document.getElementById('amount').textContent = ' de ' + CONFIG.amount;
  else document.getElementById('what').textContent = 'Confirma que esta tarjeta es tuya (no se hace ningún cargo).';
  function answer(result) {
    fetch(CONFIG.actionUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ result: result }) })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        document.getElementById('result').textContent = body.status;
        if (window.opener) window.opener.postMessage({ source: 'senda-challenge', transactionId: CONFIG.transactionId, status: body.status }, '*');
        if (window.parent !== window) window.parent.postMessage({ source: 'senda-challenge', transactionId: CONFIG.transactionId, status: body.status }, '*');
      });
  }
  document.getElementById('approve').addEventListener('click', function () { answer('approve'); });
  document.getElementById('fail').addEventListener('click', function () { answer('fail'); });
})();
</script>
</body>
</html>`;
}
