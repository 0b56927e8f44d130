import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useMatchedHandles } from '../shared/lazy-route';

/**
 * Each page names itself in the tab, the history and a screen reader's page announcement
 * ("Elige tu plan · Senda"), in the language shown; index.html's "Senda" stays until the first
 * page is matched. The title id is the deepest matched route's (route-table.ts: pages and journey
 * steps).
 */
export function usePageTitle(): void {
  const intl = useIntl();
  const { pathname } = useLocation();
  const titleId = useMatchedHandles(pathname)
    .reverse()
    .find((handle) => handle.titleId)?.titleId;
  useEffect(() => {
    if (!titleId) return;
    document.title = intl.formatMessage(
      { id: 'shell.page_title' },
      { page: intl.formatMessage({ id: titleId }) },
    );
  }, [intl, titleId]);
}
