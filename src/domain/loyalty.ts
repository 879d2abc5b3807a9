/** Total spend that reaches the Platinum tier (storefront section 9), in cents. */
export const PLATINUM_SPEND_CENTS = 500_00;
