/**
 * The sandbox's tag manager container (the deploy config's `gtmScriptUrl` points at it), so the
 * storefront's production path is the one that runs: its dataLayer, its Consent Mode commands and
 * its loading of the container's script. Like a GA4 tag that needs `analytics_storage`, it reads
 * the dataLayer in order, follows the `gtag('consent', 'default' | 'update', …)` commands, and
 * forwards an event to the collect route only while `analytics_storage` is granted; an event pushed
 * while it is denied is dropped, as GA4's basic consent mode drops it. The visitor's client id is a
 * first-party cookie, as GA4's `_ga`, written only once consent is granted.
 *
 * It is written as the script's text, not as a function serialised, so no build step (tsx, Vite)
 * can add helpers of its own to it.
 */
const CONTAINER = `(function (collectUrl, cookieName) {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var analyticsGranted = false;
  function clientId() {
    var found = document.cookie.split('; ').filter(function (part) {
      return part.indexOf(cookieName + '=') === 0;
    })[0];
    if (found) return found.slice(cookieName.length + 1);
    var id = Math.floor(Math.random() * 1e10) + '.' + Math.floor(Date.now() / 1000);
    document.cookie = cookieName + '=' + id + '; path=/; max-age=63072000; samesite=lax';
    return id;
  }
  function read(entry) {
    var list = Array.prototype.slice.call(entry);
    if (list[0] === 'consent' && (list[1] === 'default' || list[1] === 'update')) {
      if (list[2] && list[2].analytics_storage) analyticsGranted = list[2].analytics_storage === 'granted';
      return;
    }
    var event = entry && entry.event;
    if (typeof event !== 'string' || event.indexOf('gtm.') === 0 || !analyticsGranted) return;
    fetch(collectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: clientId(), event: entry }),
      keepalive: true,
    }).catch(function () {});
  }
  for (var i = 0; i < dataLayer.length; i++) read(dataLayer[i]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    var length = push.apply(dataLayer, arguments);
    for (var j = 0; j < arguments.length; j++) read(arguments[j]);
    return length;
  };
})`;

/** The visitor's client id cookie (GA4 names its own `_ga`). */
export const SANDBOX_CLIENT_COOKIE = '_senda_sandbox_ga';

/** The container's script, posting to `collectUrl`. */
export function fakeTagManagerScript(collectUrl: string): string {
  return `${CONTAINER}(${JSON.stringify(collectUrl)}, ${JSON.stringify(SANDBOX_CLIENT_COOKIE)});\n`;
}
