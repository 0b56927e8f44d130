import * as auth from './auth/index.ts';
import * as carts from './carts/index.ts';
import * as catalogue from './catalogue/index.ts';
import * as config from './config/index.ts';
import * as coverage from './coverage/index.ts';
import * as delivery from './delivery/index.ts';
import * as ekyc from './ekyc/index.ts';
import type { Endpoint } from './endpoint.ts';
import { FLOW_ENDPOINTS } from './flow-endpoints.ts';
import * as invoices from './invoices/index.ts';
import * as lines from './lines/index.ts';
import * as numbers from './numbers/index.ts';
import * as orders from './orders/index.ts';
import * as payments from './payments/index.ts';
import * as portIn from './port-in/index.ts';
import * as serviceRequests from './service-requests/index.ts';
import * as session from './session/index.ts';

/**
 * Every gateway call the app makes, in the order of docs/GATEWAY-CONTRACT.md: the shared ones,
 * then each flow's own from its manifest (navigation/flow-manifests.ts). The sandbox's contract
 * test walks this list, so a call missing here is a call the sandbox is not held to.
 */
export const allEndpoints: readonly Endpoint[] = Object.freeze([
  session.refreshTokenEndpoint,
  session.userDetailsEndpoint,
  session.analyticsPreferencesEndpoint,
  session.updateAnalyticsPreferencesEndpoint,
  session.submitConsentEndpoint,
  session.requestProfileEmailUpdateEndpoint,
  session.confirmProfileEmailUpdateEndpoint,
  session.startStepUpEndpoint,
  session.resendStepUpCodeEndpoint,
  session.validateStepUpCodeEndpoint,
  session.bannerInformationEndpoint,
  lines.multiLineUsersEndpoint,
  lines.curpLineEligibilityEndpoint,
  auth.signInEndpoint,
  auth.signInResendEndpoint,
  auth.signUpEndpoint,
  auth.validateOtpEndpoint,
  auth.logoutEndpoint,
  auth.guestSignupEndpoint,
  auth.guestOttGenerateEndpoint,
  auth.guestOttValidateEndpoint,
  auth.vendorLoginEndpoint,
  config.globalConfigEndpoint,
  config.webfrontSettingsEndpoint,
  config.maintenanceStatusEndpoint,
  config.appLocaleEndpoint,
  config.consentSettingsEndpoint,
  config.customerProfileParametersEndpoint,
  config.nationalitiesEndpoint,
  config.promotionConfigEndpoint,
  config.journeySettingsEndpoint,
  catalogue.eligibleProductVariantsEndpoint,
  coverage.networkCoverageEndpoint,
  numbers.numberCategoriesEndpoint,
  numbers.searchNumbersEndpoint,
  numbers.lockNumberEndpoint,
  numbers.numberAvailabilityEndpoint,
  numbers.goldenNumberCategoriesEndpoint,
  numbers.numberOfLinesSpecificationEndpoint,
  numbers.esimDevicesEndpoint,
  numbers.esimBrandsEndpoint,
  portIn.portInConfigEndpoint,
  portIn.donorTelcosEndpoint,
  portIn.validatePortInNumberEndpoint,
  portIn.portInEligibilityEndpoint,
  portIn.validatePortInOtpEndpoint,
  portIn.latestPortInRequestEndpoint,
  delivery.deliveryMethodsEndpoint,
  delivery.deliverySlotsEndpoint,
  delivery.selfPickupAddressesEndpoint,
  delivery.addressLookupEndpoint,
  delivery.esimDeliverySpecificationEndpoint,
  orders.orderPreviewEndpoint,
  orders.userOrdersEndpoint,
  orders.createOrderEndpoint,
  orders.getOrderEndpoint,
  orders.manageOrderListEndpoint,
  orders.cancelOrderEndpoint,
  orders.esimDetailsEndpoint,
  orders.simInstallationDetailsEndpoint,
  orders.updateSimInstallationDetailsEndpoint,
  orders.activateSimEndpoint,
  invoices.cfdiCataloguesEndpoint,
  invoices.requestInvoiceEndpoint,
  invoices.invoiceDocumentEndpoint,
  carts.cartsByEmailEndpoint,
  payments.enabledPaymentMethodsEndpoint,
  payments.captureContextEndpoint,
  payments.paymentRequestEndpoint,
  payments.paymentRequestStatusEndpoint,
  payments.closePaymentRequestEndpoint,
  payments.transactionStatusEndpoint,
  payments.paylinkDetailsEndpoint,
  payments.openPaylinkEndpoint,
  payments.customerPaymentMethodsEndpoint,
  payments.saveCustomerPaymentMethodEndpoint,
  payments.deleteCustomerPaymentMethodEndpoint,
  payments.validateAndAddInstrumentEndpoint,
  payments.authenticatePaymentMethodEndpoint,
  ekyc.ekycSpecificationsEndpoint,
  ekyc.manualKycSubmitEndpoint,
  ekyc.ekycContextSpecificationsEndpoint,
  serviceRequests.listServiceRequestsEndpoint,
  serviceRequests.getServiceRequestStatusEndpoint,
  ...Object.values(FLOW_ENDPOINTS).flat(),
]);
