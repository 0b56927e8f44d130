import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { Cluster, Stack } from './layout';

const meta = { title: 'Design system/Layout', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;

/** Stack: a column with an even gap (the vertical rhythm of a screen). */
export const StackOfCards: StoryObj = {
  render: () => (
    <Stack gap={4}>
      <Card>Primera</Card>
      <Card>Segunda</Card>
      <Card>Tercera</Card>
    </Stack>
  ),
};

/** Cluster: a wrapping row (buttons, badges). */
export const ClusterRow: StoryObj = {
  render: () => (
    <Cluster gap={3}>
      <Badge tone="brand">5 GB</Badge>
      <Badge tone="accent">Recomendado</Badge>
      <Button size="sm">Elegir</Button>
      <Button size="sm" variant="secondary">
        Detalles
      </Button>
    </Cluster>
  ),
};
