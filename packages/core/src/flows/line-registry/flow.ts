import type { Line } from '../../gateway/lines/line.schema.ts';
import { defineFlow, lineRemedy } from '../define-flow.ts';
import { LINE_REGISTRY_ROUTES } from './routes.ts';

export default defineFlow({
  id: 'line-registry',
  order: 120,
  // One page (/manage/line-registry): the CURP, then the ID and a selfie, as
  // journeys/line-registry.json's steps (the ID after the CURP).
  journey: 'line-registry',
  routes: {
    [LINE_REGISTRY_ROUTES.registration]: 'line_registry.title',
  },
  // Not a line's request: the line page's registry status links to it while checks are left online.
  lineAction: null,
  // A line suspended for the registry is set right by registering it, not by a recharge: another
  // flow's refusal of such a line (LINE_UNREGISTERED) leads here. The page takes every unregistered
  // line: online while identity checks are left, else it says where to register in person. A line
  // the gateway says is registered, or says nothing of, has nothing to register.
  lineRemedies: [
    lineRemedy({
      answers: 'unregistered',
      labelId: 'line_registry.status.register',
      path: LINE_REGISTRY_ROUTES.registration,
      needs: { registry: true },
      offered: (line: Partial<Pick<Line, 'registry'>>) => line.registry?.status === 'UNREGISTERED',
    }),
  ],
  // Its texts are account servicing's (`manage`: the line page shows the line's registry status).
  messageArea: 'manage',
  texts: ['line_registry'],
  servicePayment: false,
  scenarios: ['unregistered-line'],
});
