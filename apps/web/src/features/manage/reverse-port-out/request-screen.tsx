import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Checkbox, FormActions, phoneNumberValue, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import type { ReversePortOutHandle } from './reverse-port-out-parts';

/**
 * /manage/reverse-portout: the number taken, by whom and when, until when it may be asked back
 * (the specifications' window), how long it takes; the customer says they did not ask for the
 * move (nothing is ticked for them) and asks for it back.
 */
export function RequestScreen({ flow }: { flow: ReversePortOutHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view } = flow;
  const [ticked, setTicked] = useState(view.notRequestedByMe);
  const [missing, setMissing] = useState(false);
  const sending = view.screen === 'sending';
  const recipient = view.recipient ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setMissing(true);
      document.getElementById('reverse-port-out-confirm')?.focus();
      return;
    }
    if (view.screen === 'send-failed') flow.send('RETRY');
    else flow.request();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        {view.screen === 'send-failed' && view.messageId && (
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: view.messageId })}
          </Alert>
        )}
        <Card as="section" aria-label={intl.formatMessage({ id: 'reverse_port_out.title' })}>
          <Stack gap={3}>
            {view.underWay && view.portedOutAt ? (
              // The number has not left: asking stops the transfer, and nothing has to come back.
              <>
                <p>
                  {intl.formatMessage(
                    { id: 'reverse_port_out.request.under_way' },
                    { number: phoneNumberValue(view.number), recipient, date: format.date(view.portedOutAt) },
                  )}
                </p>
                <p>{intl.formatMessage({ id: 'reverse_port_out.request.stop' })}</p>
              </>
            ) : (
              <>
                {view.portedOutAt && (
                  <p>
                    {intl.formatMessage(
                      { id: 'reverse_port_out.request.taken' },
                      {
                        number: phoneNumberValue(view.number),
                        recipient,
                        date: format.date(view.portedOutAt),
                      },
                    )}
                  </p>
                )}
                {view.windowEndsAt && (
                  <p>
                    {intl.formatMessage(
                      { id: 'reverse_port_out.request.window' },
                      { date: format.date(view.windowEndsAt), days: view.windowDays ?? 0 },
                    )}
                  </p>
                )}
                <p>
                  {intl.formatMessage(
                    { id: 'reverse_port_out.request.completion' },
                    { hours: view.completionHours ?? 24 },
                  )}
                </p>
              </>
            )}
            <Checkbox
              id="reverse-port-out-confirm"
              label={intl.formatMessage({ id: 'reverse_port_out.request.confirm_label' }, { recipient })}
              checked={ticked}
              onChange={(event) => {
                setTicked(event.target.checked);
                setMissing(false);
                flow.keep({ notRequestedByMe: event.target.checked });
              }}
              error={
                missing ? intl.formatMessage({ id: 'reverse_port_out.request.confirm_required' }) : undefined
              }
            />
          </Stack>
        </Card>
        <FormActions>
          <Button type="submit" size="lg" loading={sending}>
            {intl.formatMessage({
              id: view.underWay ? 'reverse_port_out.request.stop_submit' : 'reverse_port_out.request.submit',
            })}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
