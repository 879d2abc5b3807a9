/**
 * The name an order keeps once its customer deleted their account (privacy): the shop still needs
 * the order, not the person. Shared by the account deletion that writes it and the orders that show it.
 */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
