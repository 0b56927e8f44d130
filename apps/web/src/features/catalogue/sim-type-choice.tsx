import type { SimType } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import { IconEsim, IconSim, RadioGroup } from '../../design-system';

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
