import type { ContractCases } from '../support/contract-kit.ts';

/** A stranger (no session) looks up the scenario's line and makes a recarga for it. */
const cases: ContractCases = {
  topUpLine: (env) => ({ input: { json: { msisdn: env.state.scenarios.create('top-up-active').msisdn } } }),
  createTopUp: (env) => ({
    input: {
      json: {
        msisdn: env.state.scenarios.create('top-up-active').msisdn,
        payerEmail: 'amiga.paga@example.mx',
        idempotencyKey: 'contract-top-up-1',
      },
    },
  }),
};
export default cases;
