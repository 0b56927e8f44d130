import type { Line } from '@senda/core/gateway';
import {
  manualEkycLineInput,
  manualEkycStepData,
  provideManualEkycMachine,
} from '@senda/core/machines/manual-ekyc';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormButtons } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { ManualEkycFields } from '../../manual-ekyc/manual-ekyc-fields';
import { useManualEkycActor } from '../../manual-ekyc/use-manual-ekyc-actor';
import { StepForm } from '../../purchase/step-form';
import type { SimReplacementHandle } from './sim-replacement-parts';

/** The gateway's eKYC context for a SIM swap (ID and selfie required: the classic fraud route). */
const SIM_REPLACEMENT_EKYC_CONTEXT = 'SIM_REPLACEMENT';

/**
 * The identity check: the purchase's manual eKYC (same fields, machine, 5 MB and type rules),
 * each upload tied to the line's order and sent as it is picked; once in, the step goes on with
 * the uploads' ids (what the submit names).
 */
export function KycScreen({ line, flow }: { line: Pick<Line, 'orderRef'>; flow: SimReplacementHandle }) {
  const intl = useIntl();
  const { gateway, queryClient, stores } = useServices();
  const machine = useMemo(
    () => provideManualEkycMachine({ gateway, queryClient, stores }, null),
    [gateway, queryClient, stores],
  );
  const [input] = useState(() =>
    manualEkycLineInput({ orderRef: line.orderRef, specificationContext: SIM_REPLACEMENT_EKYC_CONTEXT }),
  );
  const { actor, view, senders } = useManualEkycActor(machine, input);
  const summaryId = useId();
  const { send } = flow;
  useEffect(() => {
    if (view.phase !== 'done') return;
    const output = actor.getSnapshot().output;
    if (output) send('NEXT', manualEkycStepData(output));
  }, [view.phase, actor, send]);
  return (
    // The line flow's frame titles the page "Confirm it's you" from the route: the form adds no h1.
    <StepForm
      subtitle={intl.formatMessage({ id: 'sim_replacement.kyc.intro' })}
      onSubmit={(event) => {
        event.preventDefault();
        senders.submit();
      }}
      describedBy={view.showErrorSummary ? summaryId : undefined}
    >
      <ManualEkycFields actor={actor} view={view} senders={senders} summaryId={summaryId} />
      <FormButtons
        mainLabel={intl.formatMessage({ id: 'sim_replacement.continue' })}
        backLabel={intl.formatMessage({ id: 'common.back' })}
        onBack={() => send('BACK')}
        loading={view.phase === 'submitting'}
        loadingLabel={intl.formatMessage({ id: 'manual_ekyc.submitting' })}
      />
    </StepForm>
  );
}
