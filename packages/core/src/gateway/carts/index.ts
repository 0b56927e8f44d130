export type { Cart, CartItem } from './cart.schema.ts';
export { CartItemSchema, CartSchema } from './cart.schema.ts';
export type { CartsByEmail } from './carts-by-email.ts';
export { cartsByEmail, cartsByEmailEndpoint, DEFAULT_CART_STATUS } from './carts-by-email.ts';
