import type { SupportedLocale } from '@senda/core/config';
import { createIntlFromMessages, loadMessages, normalizeLocale } from '@senda/core/i18n';
import { createRoot } from 'react-dom/client';
import { Button } from '../design-system/button/button';
import { IconWarning } from '../design-system/icon/icon';
import { StatusPage } from '../design-system/status-page/status-page';
import styles from './shell.module.css';

/**
 * What a visitor sees when the page's deploy config is missing or junk (core's parseDeployConfig):
 * a page that says the store cannot open, in their language, with a reload — never a blank page.
 * The problems are listed for the operator's team (they name settings, never customer data) and
 * logged. Nothing else starts: no gateway call, no analytics.
 *
 * Loaded only then, so the first load of a configured storefront does not carry it.
 */
export function DeployConfigErrorPage(props: {
  title: string;
  body: string;
  details: string;
  reload: string;
  problems: readonly string[];
}) {
  return (
    <div className={styles.fullPage}>
      <StatusPage icon={<IconWarning />} tone="danger" title={props.title} body={props.body}>
        <Button onClick={() => window.location.reload()}>{props.reload}</Button>
        <details data-testid="deploy-config-problems">
          <summary>{props.details}</summary>
          <ul>
            {props.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </details>
      </StatusPage>
    </div>
  );
}

/**
 * The language the page asked for (`setlocale`), else the one its HTML was written in (nginx picks
 * the visitor's), else Spanish, the storefront's first language.
 */
function errorPageLocale(win: Window): SupportedLocale {
  return (
    normalizeLocale(new URLSearchParams(win.location.search).get('setlocale')) ??
    normalizeLocale(win.document.documentElement.lang) ??
    'es-MX'
  );
}

export async function showDeployConfigError(win: Window, root: HTMLElement, problems: readonly string[]) {
  console.error(`[senda] the deploy config is not valid:\n  ${problems.join('\n  ')}`);
  const locale = errorPageLocale(win);
  const intl = createIntlFromMessages({ locale, messages: await loadMessages(locale), onError: () => {} });
  const text = (id: string) => intl.formatMessage({ id });
  win.document.documentElement.lang = locale;
  win.document.title = text('deploy_config.error.title');
  createRoot(root).render(
    <DeployConfigErrorPage
      title={text('deploy_config.error.title')}
      body={text('deploy_config.error.body')}
      details={text('deploy_config.error.details')}
      reload={text('common.try_again')}
      problems={problems}
    />,
  );
}
