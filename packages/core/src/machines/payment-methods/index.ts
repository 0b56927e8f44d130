export {
  type AddPaymentMethodContext,
  type AddPaymentMethodEvent,
  type AddPaymentMethodInput,
  type AddPaymentMethodMachine,
  addPaymentMethodMachine,
} from './add-payment-method.machine.ts';
export {
  type AddPaymentMethodScreen,
  type AddPaymentMethodView,
  addPaymentMethodView,
} from './add-payment-method.view.ts';
export { refusalMessageId } from './payment-methods.errors.ts';
export {
  type PaymentMethodsContext,
  type PaymentMethodsData,
  type PaymentMethodsEvent,
  type PaymentMethodsMachine,
  paymentMethodsMachine,
} from './payment-methods.machine.ts';
export {
  type PaymentMethodsDeps,
  provideAddPaymentMethodMachine,
  providePaymentMethodsMachine,
} from './payment-methods.services.ts';
export { type ListedCard, type PaymentMethodsView, paymentMethodsView } from './payment-methods.view.ts';
export { type CardListingEntry, type RenewedLine, savedCardListing } from './saved-card-listing.ts';
