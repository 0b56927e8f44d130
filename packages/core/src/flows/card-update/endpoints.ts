import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as cardUpdateCalls from './gateway/index.ts';

/** The gateway calls card-update adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('card-update', [
  cardUpdateCalls.requestCardUpdateCodeEndpoint,
  cardUpdateCalls.resendCardUpdateCodeEndpoint,
  cardUpdateCalls.verifyCardUpdateCodeEndpoint,
  cardUpdateCalls.submitCardUpdateEndpoint,
]);
