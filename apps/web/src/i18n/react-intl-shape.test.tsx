import { createSendaIntl, type Messages } from '@senda/core/i18n';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { asReactIntl } from './react-intl-shape';

// The web project's setup fails a test on React's key warning: rendering is the check.
const intl = asReactIntl(
  createSendaIntl({
    locale: 'es-MX',
    messages: {
      'trial.number': 'Tu número {number} queda apartado',
      'trial.link': 'Lee <link>los términos del {number}</link> y <b>el aviso</b> antes de {number}.',
    } as unknown as Messages,
    onError: () => undefined,
  }),
);

const render = (node: ReactNode) => renderToString(<RawIntlProvider value={intl}>{node}</RawIntlProvider>);

describe('rich text through the app’s intl', () => {
  it('renders an element among the parts of formatMessage without a key warning', () => {
    const parts = intl.formatMessage({ id: 'trial.number' }, { number: <b>55 1234 5678</b> });
    expect(render(<p>{parts}</p>)).toBe('<p>Tu número <b>55 1234 5678</b> queda apartado</p>');
  });

  it('renders FormattedMessage whose rich-text functions wrap chunks holding an element', () => {
    const html = render(
      <FormattedMessage
        id="trial.link"
        values={{
          link: (chunks: ReactNode[]) => <a href="/terms">{chunks}</a>,
          b: (chunks: ReactNode[]) => chunks,
          number: <i>55</i>,
        }}
      />,
    );
    expect(html).toBe('Lee <a href="/terms">los términos del <i>55</i></a> y el aviso antes de <i>55</i>.');
  });

  it('leaves a text without elements a string', () => {
    expect(intl.formatMessage({ id: 'trial.number' }, { number: '55' })).toBe('Tu número 55 queda apartado');
  });
});
