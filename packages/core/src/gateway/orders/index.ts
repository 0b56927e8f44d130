export type { ActivateSimBody } from './activate-sim.ts';
export { ActivateSimBodySchema, activateSim, activateSimEndpoint } from './activate-sim.ts';
export type { CancelledOrder } from './cancel-order.ts';
export { cancelOrder, cancelOrderEndpoint } from './cancel-order.ts';
export type {
  CreatedOrder,
  CreateOrderBody,
  OrderCustomer,
  OrderDeliveryRequest,
  PortInRequest,
  PurchaseAutoRenewal,
} from './create-order.ts';
export {
  CreateOrderBodySchema,
  createOrder,
  createOrderEndpoint,
  OrderCustomerSchema,
  OrderDeliveryRequestSchema,
  PortInRequestSchema,
  PurchaseAutoRenewalSchema,
} from './create-order.ts';
export type { EsimDetails } from './esim-details.ts';
export { EsimDetailsSchema, esimDetails, esimDetailsEndpoint } from './esim-details.ts';
export { getOrder, getOrderEndpoint } from './get-order.ts';
export type { ManageOrderEntry, ManageOrderListBody } from './manage-order-list.ts';
export {
  ManageOrderEntrySchema,
  ManageOrderListBodySchema,
  manageOrderList,
  manageOrderListEndpoint,
} from './manage-order-list.ts';
export type { Order, OrderDelivery, OrderPayment } from './order.schema.ts';
export { OrderDeliverySchema, OrderPaymentSchema, OrderSchema } from './order.schema.ts';
export type { OrderItemRequest, OrderPreviewItem, PromoCodeRequest } from './order-item.schema.ts';
export {
  OrderItemRequestSchema,
  OrderPreviewItemSchema,
  PromoCodeRequestSchema,
  toPromoCodeRequests,
} from './order-item.schema.ts';
export type { OrderPreview, OrderPreviewBody, OrderPreviewInput } from './order-preview.ts';
export {
  OrderPreviewBodySchema,
  OrderPreviewSchema,
  orderPreview,
  orderPreviewEndpoint,
} from './order-preview.ts';
export {
  findPendingSimOnlyOrder,
  isPendingSimOnlyOrder,
  processingStatusFromServerState,
} from './order-rules.ts';
export type { OrderSummary } from './order-summary.schema.ts';
export { OrderSummarySchema } from './order-summary.schema.ts';
export type { PromoCodeResult } from './promo-code-result.schema.ts';
export { PromoCodeResultSchema } from './promo-code-result.schema.ts';
export type { SimInstallationDetails } from './sim-installation-details.schema.ts';
export { SimInstallationDetailsSchema } from './sim-installation-details.schema.ts';
export { simInstallationDetails, simInstallationDetailsEndpoint } from './sim-installation-details.ts';
export type { UpdateSimInstallationDetailsBody } from './update-sim-installation-details.ts';
export {
  UpdateSimInstallationDetailsBodySchema,
  updateSimInstallationDetails,
  updateSimInstallationDetailsEndpoint,
} from './update-sim-installation-details.ts';
export { userOrders, userOrdersEndpoint } from './user-orders.ts';
