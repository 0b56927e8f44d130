import type { NativeMessage } from '@senda/core/native';

/**
 * Sends a message to the operator's native app when Senda runs in its webview. Android exposes
 * `window.SendaAndroid.postMessage(string)`; iOS a WKScriptMessageHandler named `senda`. Outside
 * a webview (or with neither bridge present) nothing is sent and `false` comes back, so a page
 * can show a plain "you can close this window" instead.
 */
interface AndroidBridge {
  postMessage(message: string): void;
}
interface IosBridge {
  postMessage(message: unknown): void;
}
declare global {
  interface Window {
    SendaAndroid?: AndroidBridge;
    webkit?: { messageHandlers?: { senda?: IosBridge } };
  }
}

export function postToNativeApp(message: NativeMessage, target: Window = window): boolean {
  const payload = JSON.stringify(message);
  try {
    if (target.SendaAndroid?.postMessage) {
      target.SendaAndroid.postMessage(payload);
      return true;
    }
    const ios = target.webkit?.messageHandlers?.senda;
    if (ios) {
      ios.postMessage(payload);
      return true;
    }
  } catch (error) {
    console.warn('[native-bridge] the native app refused the message', error);
  }
  return false;
}
