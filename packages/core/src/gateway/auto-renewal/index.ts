export {
  AUTO_RENEWAL_REFUSALS,
  type AutoRenewalRefusal,
  AutoRenewalRefusalSchema,
  type AutoRenewalSpecification,
  AutoRenewalSpecificationSchema,
  type FirstPaymentRule,
  type RenewalCharge,
} from './auto-renewal.schema.ts';
export {
  autoRenewalSpecifications,
  autoRenewalSpecificationsEndpoint,
} from './auto-renewal-specifications.ts';
