export { type BarcodeModules, code128Modules, code128Symbols } from './code128.ts';
export {
  cashPaymentOptions,
  choicePaysAtOnce,
  createPaymentChoiceMachine,
  openCashLeft,
  PAYMENT_CHOICE_MESSAGES,
  type PaymentChoiceContext,
  type PaymentChoiceEvent,
  type PaymentChoiceMachine,
  type PaymentChoiceOption,
  type PaymentChoiceOptions,
  paymentChoiceOptions,
} from './payment-choice.machine.ts';
export {
  payableSavedCardChoices,
  providePaymentChoice,
  providePurchaseCashChoice,
  purchaseCashInput,
  serviceCardPaymentInput,
} from './payment-choice.services.ts';
export {
  type PaymentChoiceScreen,
  type PaymentChoiceView,
  paymentChoiceChild,
  paymentChoiceView,
} from './payment-choice.view.ts';
