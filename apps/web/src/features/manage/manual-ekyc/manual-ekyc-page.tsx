import {
  LINE_EKYC_CONTEXT,
  manualEkycLineInput,
  provideManualEkycMachine,
} from '@senda/core/machines/manual-ekyc';
import { manageOrderPath } from '@senda/core/navigation';
import { readOrderRefQuery } from '@senda/core/orders';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  buttonClassName,
  FormButtons,
  IconCheckCircle,
  PageHeader,
  Stack,
  StatusPage,
} from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { ManualEkycFields } from '../../manual-ekyc/manual-ekyc-fields';
import { useManualEkycActor } from '../../manual-ekyc/use-manual-ekyc-actor';
import { StepForm } from '../../purchase/step-form';
import { LineNotFound } from '../line-not-found';

/**
 * /manage/manual-ekyc?orderRef=…: the purchase's identity check for a line, with the same fields
 * and machine (packages/core/src/machines/manual-ekyc); each upload is tied to the line's order,
 * and an order the customer cannot see is not found before anything is asked.
 */
export default function ManageManualEkycPage() {
  const location = useLocation();
  const ref = readOrderRefQuery(location.search);
  if (ref.kind !== 'valid') return <InvalidOrderRef />;
  return <LineManualEkyc key={ref.value} orderRef={ref.value} />;
}

function LineManualEkyc({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { gateway, queryClient, stores } = useServices();
  // A line's page keeps no draft: it starts afresh on each visit.
  const machine = useMemo(
    () => provideManualEkycMachine({ gateway, queryClient, stores }, null),
    [gateway, queryClient, stores],
  );
  const [input] = useState(() => manualEkycLineInput({ orderRef, specificationContext: LINE_EKYC_CONTEXT }));
  const { actor, view, senders } = useManualEkycActor(machine, input);
  const summaryId = useId();
  const linePath = manageOrderPath(orderRef);

  if (view.phase === 'not-found') return <LineNotFound />;
  if (view.phase === 'done') {
    return (
      <StatusPage
        tone="success"
        icon={<IconCheckCircle size="2rem" />}
        title={intl.formatMessage({ id: 'line_ekyc.done.title' })}
        body={intl.formatMessage({ id: 'line_ekyc.done.body' })}
      >
        <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={linePath}>
          <FormattedMessage id="line_ekyc.back_to_line" />
        </Link>
      </StatusPage>
    );
  }
  return (
    <StepForm
      title={intl.formatMessage({ id: 'line_ekyc.title' })}
      subtitle={intl.formatMessage({ id: 'line_ekyc.subtitle' })}
      onSubmit={(event) => {
        event.preventDefault();
        senders.submit();
      }}
      describedBy={view.showErrorSummary ? summaryId : undefined}
    >
      <ManualEkycFields actor={actor} view={view} senders={senders} summaryId={summaryId} />
      <FormButtons
        mainLabel={intl.formatMessage({ id: 'line_ekyc.submit' })}
        backLabel={intl.formatMessage({ id: 'line_ekyc.back_to_line' })}
        onBack={() => navigate(linePath)}
        loading={view.phase === 'submitting'}
        loadingLabel={intl.formatMessage({ id: 'manual_ekyc.submitting' })}
      />
    </StepForm>
  );
}

function InvalidOrderRef() {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage({ id: 'line_ekyc.title' })} />
      <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
        <FormattedMessage id="manage_order.invalid_ref.body" />
      </Alert>
    </Stack>
  );
}
