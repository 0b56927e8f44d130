import type { MessageId } from '@senda/core/i18n';
import {
  applyEsimCompatibilityAnswer,
  type EsimCheckOption,
  esimBrandOptions,
  esimCompatibilityAnswer,
  esimModelOptions,
  NOT_LISTED,
} from '@senda/core/purchase';
import { esimBrandsQuery, esimDevicesQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, SelectField, Stack } from '../../design-system';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';

/**
 * "¿Tu teléfono es compatible?": the brand, then the model, from the gateway's list of phones that
 * take an eSIM. What each choice means is core's (esim-compatibility.ts); a phone on the list
 * confirms the eSIM, one that is not is offered the physical SIM. Plan selection draws the button
 * that opens it with the plans (nothing moves when this arrives); this panel, its reads and its
 * lists load only when the customer opens it.
 */
export default function EsimCompatibilityCheck({
  id,
  onChoosePhysical,
}: {
  id: string;
  onChoosePhysical: () => void;
}) {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  // Read when the customer asks, not on every visit to plan selection.
  const brands = queryView(useQuery({ ...esimBrandsQuery(gateway), enabled: true }));
  const brandChosen = brand !== '' && brand !== NOT_LISTED;
  const devices = queryView(useQuery({ ...esimDevicesQuery(gateway, brand), enabled: brandChosen }));
  const answer = esimCompatibilityAnswer(devices.data ?? [], { brand, model });
  const t = (id: MessageId) => intl.formatMessage({ id });
  const labelled = (options: EsimCheckOption[]) =>
    options.map((option) => ({
      value: option.value,
      label: 'text' in option.label ? option.label.text : t(option.label.messageId),
    }));

  const chooseBrand = (value: string) => {
    setBrand(value);
    setModel('');
  };
  const chooseModel = (value: string) => {
    setModel(value);
    applyEsimCompatibilityAnswer(
      stores,
      esimCompatibilityAnswer(devices.data ?? [], { brand, model: value }),
    );
  };
  const failed = brands.status === 'error' ? brands : devices.status === 'error' ? devices : null;

  return (
    <Stack gap={3} id={id}>
      <p>{t('esim_check.intro')}</p>
      {failed ? (
        <Alert
          tone="warning"
          live="polite"
          action={
            <Button variant="secondary" size="sm" onClick={failed.retry}>
              {t('common.try_again')}
            </Button>
          }
        >
          {t('esim_check.failed')}
        </Alert>
      ) : (
        <>
          <SelectField
            label={t('esim_check.brand')}
            placeholder={t('esim_check.brand_placeholder')}
            options={brands.data ? labelled(esimBrandOptions(brands.data)) : []}
            disabled={brands.status !== 'success'}
            value={brand}
            onChange={(event) => chooseBrand(event.target.value)}
          />
          {brandChosen && (
            <SelectField
              label={t('esim_check.model')}
              placeholder={t('esim_check.model_placeholder')}
              options={devices.data ? labelled(esimModelOptions(devices.data, brand)) : []}
              disabled={devices.status !== 'success'}
              value={model}
              onChange={(event) => chooseModel(event.target.value)}
            />
          )}
        </>
      )}
      {answer.kind === 'compatible' && (
        <Alert tone="success" live="polite">
          {t(answer.messageId)}
        </Alert>
      )}
      {answer.kind === 'not_listed' && (
        <Alert
          tone="warning"
          live="polite"
          action={
            <Button variant="secondary" size="sm" onClick={onChoosePhysical}>
              {t('esim_check.choose_physical')}
            </Button>
          }
        >
          {t(answer.messageId)}
        </Alert>
      )}
    </Stack>
  );
}
