import type { SimType } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import { Alert } from '../../design-system/alert/alert';
import { IconEsim, IconSim } from '../../design-system/icon/icon';
import { Stack } from '../../design-system/layout/layout';
import { RadioGroup } from '../../design-system/radio-group/radio-group';

// Components from their own files, never the design-system index: plan selection's prerendered
// frame (plan-selection-frame.tsx) draws this section, so it is part of the first load.

/** The SIM type the catalogue is browsed for, as two cards: asked once, on plan selection. */
export function SimTypeChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: SimType;
  onChange: (simType: SimType) => void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup<SimType>
      legend={legend}
      variant="cards"
      columns={2}
      value={value}
      onChange={onChange}
      options={[
        {
          value: 'esim',
          label: intl.formatMessage({ id: 'home.sim.esim.label' }),
          description: intl.formatMessage({ id: 'home.sim.esim.description' }),
          icon: <IconEsim size="1.75rem" />,
        },
        {
          value: 'physical_sim',
          label: intl.formatMessage({ id: 'home.sim.physical.label' }),
          description: intl.formatMessage({ id: 'home.sim.physical.description' }),
          icon: <IconSim size="1.75rem" />,
        },
      ]}
    />
  );
}

/**
 * Plan selection's SIM type cards and, for an eSIM, the compatibility notice under them. The
 * notice's generic text ("check that your phone supports it…") is true on any device, so the
 * prerendered frame shows it (it is the page's largest paint); a device known to support eSIM
 * (the native app's `esim_compatible`) gets the confirmation instead once the page is there.
 */
export function SimTypeSection({
  value,
  onChange,
  esimCompatible,
}: {
  value: SimType;
  onChange: (simType: SimType) => void;
  esimCompatible: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack gap={3}>
      <SimTypeChoice
        legend={intl.formatMessage({ id: 'pre_checkout.sim.legend' })}
        value={value}
        onChange={onChange}
      />
      {value === 'esim' && (
        <Alert tone={esimCompatible ? 'success' : 'info'}>
          {intl.formatMessage({
            id: esimCompatible ? 'pre_checkout.esim.compatible' : 'pre_checkout.esim.check',
          })}
        </Alert>
      )}
    </Stack>
  );
}
