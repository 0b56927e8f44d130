import { NEW_NUMBER_CHOICE } from '@senda/core/flows/port-in-request';
import { TERMINATION_ROUTES } from '@senda/core/flows/termination';
import { managePath } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, buttonClassName, Card, FormActions, Stack } from '../../../design-system';
import type { PortInRequestHandle } from './port-in-request-parts';

/**
 * A refused transfer's ways out besides starting it again: a new number now (NEXT with the form's
 * choice, reviewed and approved before anything changes), or cancelling the line with everything
 * paid given back (termination, which the gateway allows for such a line with its full refund).
 */
export function OtherWaysOut({ flow, orderRef }: { flow: PortInRequestHandle; orderRef: string }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="other-ways-out-title">
      <Stack gap={4}>
        <h2 id="other-ways-out-title">{intl.formatMessage({ id: 'port_in_request.other.title' })}</h2>
        <p>{intl.formatMessage({ id: 'port_in_request.other.body' })}</p>
        <FormActions>
          <Button size="lg" onClick={() => flow.send('NEXT', { choice: NEW_NUMBER_CHOICE })}>
            {intl.formatMessage({ id: 'port_in_request.other.new_number' })}
          </Button>
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
            to={managePath(TERMINATION_ROUTES.request, orderRef)}
          >
            {intl.formatMessage({ id: 'port_in_request.other.cancel' })}
          </Link>
        </FormActions>
      </Stack>
    </Card>
  );
}
