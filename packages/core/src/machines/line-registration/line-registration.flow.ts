import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';

export default defineServiceFlow({
  id: 'line-registry',
  order: 120,
  // One page (/manage/line-registry): the CURP, then the ID and a selfie, as
  // journeys/line-registry.json's steps (the ID after the CURP).
  journey: 'line-registry',
  routes: {
    [MANAGE_ROUTES.lineRegistry]: 'line_registry.title',
  },
  // Not a line's request: the line page's registry status links to it while checks are left online.
  lineAction: null,
  // Its texts are account servicing's (`line_registry` is in `manage`: the line page shows its status).
  messageArea: 'manage',
  servicePayment: false,
  scenarios: ['unregistered-line'],
});
