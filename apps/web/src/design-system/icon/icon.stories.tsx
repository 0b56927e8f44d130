import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cluster, Stack } from '../layout/layout';
import { CardBrandIcon } from './card-brand-icon';
import {
  IconCheckCircle,
  IconError,
  IconEsim,
  IconHelp,
  IconInfo,
  IconSim,
  IconUser,
  IconWarning,
} from './icon';
import {
  IconArrowLeft,
  IconCard,
  IconCheck,
  IconChevron,
  IconClose,
  IconMail,
  IconPhone,
  IconSearch,
  IconStore,
  IconTruck,
} from './screen-icons';

const meta = { title: 'Design system/Icon', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;

/** Every icon, titled (decorative uses leave the title out). */
export const Icons: StoryObj = {
  render: () => (
    <Cluster gap={4}>
      <IconCheck title="check" />
      <IconCheckCircle title="check circle" />
      <IconChevron title="chevron" />
      <IconChevron direction="right" title="chevron right" />
      <IconArrowLeft title="arrow left" />
      <IconClose title="close" />
      <IconSim title="SIM" />
      <IconEsim title="eSIM" />
      <IconPhone title="phone" />
      <IconTruck title="truck" />
      <IconStore title="store" />
      <IconCard title="card" />
      <IconInfo title="info" />
      <IconWarning title="warning" />
      <IconError title="error" />
      <IconHelp title="help" />
      <IconSearch title="search" />
      <IconMail title="mail" />
      <IconUser title="account" />
    </Cluster>
  ),
};

/** The brand marks the card form shows beside the hosted fields. */
export const CardBrands: StoryObj = {
  render: () => (
    <Stack>
      <Cluster>
        {(['visa', 'mastercard', 'amex', 'diners_club', 'jcb', 'unionpay', 'unknown'] as const).map(
          (brand) => (
            <CardBrandIcon key={brand} brand={brand} title={brand} size="2rem" />
          ),
        )}
      </Cluster>
    </Stack>
  ),
};
