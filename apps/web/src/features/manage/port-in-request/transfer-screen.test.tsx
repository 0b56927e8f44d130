import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PortInRequestHandle } from './port-in-request-parts';
import { TransferScreen } from './transfer-screen';

// The parts whose own reads (donors, the address) are not what is checked here: where they sit is.
vi.mock('./reinitiate-form', () => ({ ReinitiateForm: () => <p>REINITIATE-FORM</p> }));
vi.mock('./cancel-transfer', () => ({ CancelTransfer: () => <p>CANCEL-TRANSFER</p> }));
vi.mock('../request-status/request-timeline', () => ({ RequestTimeline: () => <p>TIMELINE</p> }));

/** The page of a refused transfer, its texts as message ids (no bundle loaded). */
function refusedTransferPage(): string {
  const flow = {
    view: {
      screen: 'transfer',
      notice: 'port_in_request.notice.failed',
      timeline: { entries: [] },
      cancelRefusalId: null,
      sends: new Set(['NEXT']),
    },
    send: () => {},
  } as unknown as PortInRequestHandle;
  return renderToString(
    <IntlProvider locale="es-MX" messages={{}} onError={() => {}}>
      <StaticRouter location="/manage/cancel-portin?orderRef=SND-1">
        <TransferScreen flow={flow} orderRef="SND-1" />
      </StaticRouter>
    </IntlProvider>,
  );
}

describe('the refused transfer’s page', () => {
  it('offers a new number now and the cancellation first, before the form to start it again and the timeline', () => {
    const page = refusedTransferPage();
    const newNumber = page.indexOf('port_in_request.other.new_number');
    expect(newNumber).toBeGreaterThan(page.indexOf('port_in_request.notice.failed'));
    expect(newNumber).toBeLessThan(page.indexOf('REINITIATE-FORM'));
    expect(newNumber).toBeLessThan(page.indexOf('TIMELINE'));
  });
});
