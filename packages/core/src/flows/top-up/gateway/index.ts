export {
  type CreateTopUpBody,
  CreateTopUpBodySchema,
  createTopUp,
  createTopUpEndpoint,
  type TopUp,
  TopUpSchema,
} from './create-top-up.ts';
export {
  type TopUpLine,
  type TopUpLineBody,
  TopUpLineBodySchema,
  TopUpLineSchema,
  topUpLine,
  topUpLineEndpoint,
} from './top-up-line.ts';
