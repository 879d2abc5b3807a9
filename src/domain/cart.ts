/** Cart line limits, checked by the API contract and the database and offered by the quantity controls. */
export const MIN_LINE_QUANTITY = 1;
/** The most of one product and size a cart line may hold. */
export const MAX_LINE_QUANTITY = 50;
