import { WEBVIEW_CLOSE_ROUTES, type WebviewCloseRoute } from '../navigation/routes.ts';

/**
 * What the web app tells the operator's Android/iOS app when it runs as a webview.
 * The message shapes are ours to choose (the spec does not show the bridge contract): one JSON
 * object with an `action`, sent through whichever bridge the platform exposes.
 */
export type NativeMessage =
  | { action: 'close'; reason: NativeCloseReason; params: Record<string, string> }
  | { action: 'token'; url: string };

export type NativeCloseReason =
  | 'close'
  | 'multi_line_selection'
  | 'manage_order_close'
  | 'update_card_success'
  | 'profile_update_email_success'
  | 'reverse_port_out_success'
  | 'winback_rewards'
  | 'logged_out';

const CLOSE_REASONS: Record<WebviewCloseRoute, NativeCloseReason> = {
  [WEBVIEW_CLOSE_ROUTES.closeWebview]: 'close',
  [WEBVIEW_CLOSE_ROUTES.multiLineSelection]: 'multi_line_selection',
  [WEBVIEW_CLOSE_ROUTES.manageOrderClose]: 'manage_order_close',
  [WEBVIEW_CLOSE_ROUTES.updateCardSuccess]: 'update_card_success',
  [WEBVIEW_CLOSE_ROUTES.profileUpdateEmailSuccess]: 'profile_update_email_success',
  [WEBVIEW_CLOSE_ROUTES.reversePortOutSuccess]: 'reverse_port_out_success',
  [WEBVIEW_CLOSE_ROUTES.winbackRewards]: 'winback_rewards',
  [WEBVIEW_CLOSE_ROUTES.loggedOut]: 'logged_out',
};

/** Query parameters worth passing on; anything else (tokens, junk) stays in the web app. */
const FORWARDED_PARAMS = ['orderRef', 'status', 'reset', 'msisdn', 'requestId'];

export function closeMessage(route: WebviewCloseRoute, search: string): NativeMessage {
  const query = new URLSearchParams(search);
  const params: Record<string, string> = {};
  for (const key of FORWARDED_PARAMS) {
    const value = query.get(key);
    if (value !== null && value.length <= 200) params[key] = value;
  }
  return { action: 'close', reason: CLOSE_REASONS[route], params };
}

/** The custom scheme the app listens on for new tokens. */
export const NATIVE_SCHEME = 'senda://';

/** A new token for the native app: auth_token or silent_login_token, plus the device id. */
export function tokenHandoffMessage(input: {
  token: string;
  kind: 'auth_token' | 'silent_login_token';
  deviceId: string;
}): NativeMessage {
  const params = new URLSearchParams({ [input.kind]: input.token, deviceId: input.deviceId });
  return { action: 'token', url: `${NATIVE_SCHEME}session?${params.toString()}` };
}
