import type { MessageId } from '@senda/core/i18n';
import {
  choiceForNumberType,
  type NumberTypeChoice,
  NumberTypeChoiceSchema,
  readConnectionStepData,
} from '@senda/core/purchase';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { IconPhone, IconSim, PageHeader, RadioGroup, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import styles from './connection-details-screen.module.css';
import { NewNumberForm } from './new-number-form';
import { NumberTransferForm } from './number-transfer-form';

/**
 * Connection details (/web/connection-details): the number-type choice. A new number is picked
 * from a category and a search, and locked on the spot (core's new-number machine); a transfer
 * (port-in) goes through the port-in machine (details → SMS code → verified).
 */
export default function ConnectionDetailsScreen() {
  const intl = useIntl();
  const { stores } = useServices();
  const { data, next, back } = useJourneyStep();
  const saved = useMemo(() => readConnectionStepData(data), [data]);
  const onboarding = useAtomValue(stores.onboarding.state);
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const [choice, setChoice] = useStepDraft(
    'numberType',
    NumberTypeChoiceSchema,
    () => saved.numberType ?? choiceForNumberType(onboarding.selectedNumberType),
  );

  const t = (id: MessageId) => intl.formatMessage({ id });
  const formProps = { saved, next, back: hasPreviousStep ? back : undefined };

  return (
    <Stack gap={6} className={styles.screen}>
      <PageHeader title={t('pages.connection_details.title')} subtitle={t('connection_details.subtitle')} />
      <RadioGroup<NumberTypeChoice>
        legend={t('connection_details.number_type_legend')}
        variant="cards"
        columns={2}
        value={choice}
        onChange={setChoice}
        options={[
          {
            value: 'new_number',
            label: t('steps.new_number'),
            description: t('connection_details.new_number_description'),
            icon: <IconSim size="1.75rem" />,
          },
          {
            value: 'number_transfer',
            label: t('steps.number_transfer'),
            description: t('connection_details.number_transfer_description'),
            icon: <IconPhone size="1.75rem" />,
          },
        ]}
      />
      {choice === 'new_number' ? <NewNumberForm {...formProps} /> : <NumberTransferForm {...formProps} />}
    </Stack>
  );
}
