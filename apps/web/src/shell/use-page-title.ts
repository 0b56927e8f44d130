import type { MessageId } from '@senda/core/i18n';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';

/** The title id the deepest matched route carries (route-table.ts: pages and journey steps). */
function routeTitleId(matches: ReturnType<typeof useMatches>): MessageId | undefined {
  for (const match of [...matches].reverse()) {
    const titleId = (match.handle as { titleId?: MessageId } | undefined)?.titleId;
    if (titleId) return titleId;
  }
  return undefined;
}

/**
 * Each page names itself in the tab, the history and a screen reader's page announcement
 * ("Elige tu plan · Senda"), in the language shown; index.html's "Senda" stays until the first
 * page is matched.
 */
export function usePageTitle(): void {
  const intl = useIntl();
  const titleId = routeTitleId(useMatches());
  useEffect(() => {
    if (!titleId) return;
    document.title = intl.formatMessage(
      { id: 'shell.page_title' },
      { page: intl.formatMessage({ id: titleId }) },
    );
  }, [intl, titleId]);
}
