import { noticeBannerText } from '@senda/core/flags';
import { useAtomValue } from 'jotai';
import { Alert } from '../design-system/alert/alert';
import { useServices } from '../shared/services-context';
import { useFlags } from '../shared/use-flags';

/**
 * The operator's notice (the notice-banner flag): its text in the page's language, announced
 * politely when it appears. Nothing at all while the flag is off, which is also every page's
 * first paint: the flag service is read after the page settles.
 */
export function NoticeBanner() {
  const { stores } = useServices();
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  const text = noticeBannerText(useFlags(), locale);
  if (!text) return null;
  return (
    <Alert tone="info" live="polite">
      {text}
    </Alert>
  );
}
