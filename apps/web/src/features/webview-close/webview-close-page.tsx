import { closeMessage } from '@senda/core/native';
import { WEBVIEW_CLOSE_ROUTES, webviewCloseRoute } from '@senda/core/navigation';
import { resetLocalSession } from '@senda/core/session';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { postToNativeApp } from '../../platform/native-bridge';
import { useServices } from '../../shared/services-context';
import { WebviewClosed } from './webview-close-frame';

/**
 * Every webview close target. On arrival the native app is told (core builds the message) and
 * closes the webview; /logged_out first clears the local session. The page says the window can be
 * closed from its first render (its prerendered HTML says it too): true in the webview, which the
 * app closes, and in a plain browser, where no bridge answers and the way home is offered.
 */
export default function WebviewClosePage() {
  const location = useLocation();
  const { stores } = useServices();
  const route = webviewCloseRoute(location.pathname);
  // Once per visit: React's development double-mount must not reset or post twice.
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !route) return;
    done.current = true;
    if (route === WEBVIEW_CLOSE_ROUTES.loggedOut) resetLocalSession(stores);
    postToNativeApp(closeMessage(route, location.search));
  }, [route, location.search, stores]);

  return <WebviewClosed loggedOut={route === WEBVIEW_CLOSE_ROUTES.loggedOut} />;
}
