import { createSendaIntl } from '@senda/core/i18n';
import type { PortInView } from '@senda/core/machines/port-in';
import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { asReactIntl } from '../../../i18n/react-intl-shape';
import { TransferCode } from './transfer-code';

describe('the transfer code’s boxes', () => {
  // The legend holds the number as an element: React's key warning fails this test (the web
  // project's setup) when the legend's parts reach OtpBoxes unkeyed.
  it('names the number the code went to, in the legend, without a React warning', () => {
    const view = {
      setOtp: () => undefined,
      otpError: null,
      busy: null,
      codeResent: true,
      canResend: true,
      resend: () => undefined,
      edit: () => undefined,
    } as unknown as PortInView;
    const html = renderToString(
      <RawIntlProvider value={asReactIntl(createSendaIntl({ locale: 'es-MX', onError: () => undefined }))}>
        <TransferCode view={view} otp={['', '', '', '', '', '']} number="5512345678" />
      </RawIntlProvider>,
    );
    expect(html).toContain('Código enviado por SMS al');
  });
});
