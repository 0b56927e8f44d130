import { maintenanceStatus } from '@senda/core/gateway';
import { maintenanceGuard, pageViewEvent } from '@senda/core/navigation';
import { endLinkSessionOutsideItsPages } from '@senda/core/session';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../shared/services-context';

/**
 * On every route change: a page-view event with the user id or "none", and the maintenance
 * status rechecked (a maintenance-enabled answer is a full redirect with returnUrl). The first
 * path is checked by the app-boot machine, so the recheck starts from the second. A link's
 * session ends on any page that is not its link's (core's endLinkSessionOutsideItsPages).
 */
export function useRouteWatchers(): void {
  const { stores, gateway, monitoring } = useServices();
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    endLinkSessionOutsideItsPages(stores, location.pathname);
  }, [location.pathname, stores]);

  useEffect(() => {
    const userId = stores.store.get(stores.auth.state).userId ?? undefined;
    monitoring.pageView(pageViewEvent({ location, userId }));
  }, [location, monitoring, stores]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let cancelled = false;
    maintenanceStatus(gateway)
      .then((status) => {
        if (cancelled) return;
        const decision = maintenanceGuard({ enabled: status.enabled, location });
        if (decision.kind === 'full-navigate') window.location.assign(decision.to);
      })
      .catch(() => {
        // The status is checked again on the next path change; the storefront keeps working.
      });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, gateway, location]);
}
