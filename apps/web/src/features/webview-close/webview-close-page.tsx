import { closeMessage } from '@senda/core/native';
import { OTHER_ROUTES, WEBVIEW_CLOSE_ROUTES, webviewCloseRoute } from '@senda/core/navigation';
import { resetLocalSession } from '@senda/core/session';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName, IconCheckCircle, PageHeader, Stack, StatusIcon } from '../../design-system';
import { postToNativeApp } from '../../platform/native-bridge';
import { useServices } from '../../shared/services-context';
import { ReturningToApp, WebviewCloseCard } from './webview-close-frame';

/** How long the native app gets to close the webview before the page offers the manual way. */
const APP_CLOSE_GRACE_MS = 5000;

/**
 * Every webview close target. On arrival the native app is told (core builds the message)
 * and closes the webview; /logged_out first clears the local session. In a plain browser no
 * bridge answers, so the page says the window can be closed and offers the way home.
 */
export default function WebviewClosePage() {
  const intl = useIntl();
  const location = useLocation();
  const { stores } = useServices();
  const route = webviewCloseRoute(location.pathname);
  const loggedOut = route === WEBVIEW_CLOSE_ROUTES.loggedOut;
  /** undefined until the message went out; then whether a bridge took it. */
  const [delivered, setDelivered] = useState<boolean>();
  const [appSlow, setAppSlow] = useState(false);
  // Once per visit: React's development double-mount must not reset or post twice.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!route) {
      setDelivered(false);
      return;
    }
    if (route === WEBVIEW_CLOSE_ROUTES.loggedOut) resetLocalSession(stores);
    setDelivered(postToNativeApp(closeMessage(route, location.search)));
  }, [route, location.search, stores]);

  // An app that took the message but left the webview open must not strand the user on a spinner.
  useEffect(() => {
    if (!delivered) return;
    const timer = window.setTimeout(() => setAppSlow(true), APP_CLOSE_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [delivered]);

  return (
    <WebviewCloseCard>
      {delivered === false || appSlow ? (
        <Stack gap={5}>
          <StatusIcon tone="success">
            <IconCheckCircle size="2rem" />
          </StatusIcon>
          <PageHeader
            title={intl.formatMessage({
              id: loggedOut ? 'webview_close.logged_out.title' : 'webview_close.title',
            })}
            subtitle={intl.formatMessage({
              id: loggedOut ? 'webview_close.logged_out.body' : 'webview_close.body',
            })}
          />
          <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={OTHER_ROUTES.root}>
            <FormattedMessage id="common.go_home" />
          </Link>
        </Stack>
      ) : (
        <ReturningToApp />
      )}
    </WebviewCloseCard>
  );
}
