import { randomBytes } from 'node:crypto';

/**
 * A new order id: unguessable (144 random bits), in the characters and length every provider
 * accepts (Toss: 6–64 of letters, digits, `-` and `_`; NicePay: up to 64).
 */
export const newOrderId = (): string => `ord_${randomBytes(18).toString('base64url')}`;
