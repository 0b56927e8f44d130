import {
  lineRegistrationInput,
  lineRegistrationSenders,
  lineRegistrationView,
  provideLineRegistrationMachine,
} from '@senda/core/flows/line-registry';
import type { Line } from '@senda/core/gateway';
import { manageOrderPath } from '@senda/core/navigation';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconCheckCircle, IconWarning, Stack, StatusPage } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useFlowJourney } from '../flow-journey-load';
import { LineFlowFrame } from '../line-flow-frame';
import { CurpStep } from './curp-step';
import { IdentityStep } from './identity-step';
import { LINE_REGISTRATION_JOURNEY } from './line-registry-flow';

/**
 * /manage/line-registry?orderRef=… (the spec names no route): registering a line in Mexico's
 * mobile line registry, core's line-registration machine (CURP, then the purchase's eKYC fields
 * for the ID and selfie, the steps of journeys/line-registry.json, then the folio; after 3 failed
 * checks, where to go in person).
 */
export default function LineRegistryPage() {
  return (
    <LineFlowFrame
      journey={LINE_REGISTRATION_JOURNEY}
      texts={{
        titleId: 'line_registry.title',
        backId: 'line_registry.back',
        loadingId: 'line_registry.loading',
        loadFailedId: 'line_registry.load_failed',
        noLineId: 'line_registry.no_line',
      }}
    >
      {(line) => <LineRegistration line={line} />}
    </LineFlowFrame>
  );
}

function LineRegistration({ line }: { line: Line }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway, queryClient, stores } = useServices();
  const registration = useFlowJourney(LINE_REGISTRATION_JOURNEY);
  const machine = useMemo(
    () => provideLineRegistrationMachine(registration, { gateway, queryClient, stores }, line.orderRef),
    [registration, gateway, queryClient, stores, line.orderRef],
  );
  const [input] = useState(() => lineRegistrationInput(stores.storage, line));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, lineRegistrationView);
  const send = useMemo(() => lineRegistrationSenders(actor), [actor]);
  const backToLine = (
    <Link
      className={buttonClassName({ variant: 'primary', fullWidth: true })}
      to={manageOrderPath(line.orderRef)}
    >
      <FormattedMessage id="line_registry.to_line" />
    </Link>
  );

  if (view.screen === 'registered') {
    const date = view.registeredAt ? format.date(view.registeredAt) : '';
    return (
      <StatusPage
        tone="success"
        icon={<IconCheckCircle size="2rem" />}
        title={intl.formatMessage({ id: 'line_registry.done.title' })}
        body={intl.formatMessage({ id: 'line_registry.done.body' }, { folio: view.folio ?? '', date })}
      >
        {view.serviceNoteId && (
          <p>
            <FormattedMessage id={view.serviceNoteId} />
          </p>
        )}
        {view.installPath ? (
          <Stack gap={3}>
            <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={view.installPath}>
              <FormattedMessage id="line_registry.done.install_esim_action" />
            </Link>
            <Link
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
              to={manageOrderPath(line.orderRef)}
            >
              <FormattedMessage id="line_registry.to_line" />
            </Link>
          </Stack>
        ) : (
          backToLine
        )}
      </StatusPage>
    );
  }
  if (view.screen === 'in-person') {
    return (
      <StatusPage
        tone="warning"
        icon={<IconWarning size="2rem" />}
        title={intl.formatMessage({ id: 'line_registry.in_person.title' })}
        body={intl.formatMessage({ id: 'line_registry.in_person.body' })}
      >
        {backToLine}
      </StatusPage>
    );
  }
  if (view.screen === 'identity' && view.ekyc) {
    return <IdentityStep view={view} ekyc={view.ekyc} onBack={send.back} />;
  }
  return <CurpStep view={view} send={send} />;
}
