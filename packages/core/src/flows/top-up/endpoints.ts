import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { createTopUpEndpoint } from './gateway/create-top-up.ts';
import { topUpLineEndpoint } from './gateway/top-up-line.ts';

/** The recarga's gateway calls: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('top-up', [topUpLineEndpoint, createTopUpEndpoint]);
