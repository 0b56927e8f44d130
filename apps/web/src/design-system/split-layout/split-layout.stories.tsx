import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { PageHeader } from '../page-header/page-header';
import { SplitLayout } from './split-layout';

const meta = {
  title: 'Design system/Split layout',
  component: SplitLayout,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SplitLayout>;
export default meta;

/** One column on a phone; from 901 px the summary sits beside the form. */
export const FormWithSummary: StoryObj<typeof meta> = {
  args: {
    header: <PageHeader title="Order summary" subtitle="Check your order before you pay." />,
    aside: (
      <Card>
        <strong>Senda 200</strong>
        <p>$200.00</p>
      </Card>
    ),
    children: <Card>Promo codes, terms and the buttons</Card>,
  },
};
