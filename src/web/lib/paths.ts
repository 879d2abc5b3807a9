/** Every route of the app and a builder for each, in one place. */
export const paths = {
  home: () => '/',
  product: (slug: string) => `/product/details/${slug}`,
  productById: (id: string) => `/product/${id}`,
  category: (slug: string) => `/category/${slug}`,
  ourStory: () => '/our-story',
  contact: () => '/contact',
  deliveryInfo: () => '/delivery-info',
  customOrders: () => '/custom-orders',
  customCakeRequest: () => '/custom-orders/request',
  myCustomCakes: () => '/account/custom-cakes',
  faq: () => '/faq',
  returns: () => '/returns',
  checkout: () => '/checkout',
  checkoutSuccess: () => '/checkout/success',
  orders: () => '/orders',
  loyalty: () => '/loyalty',
  loyaltyProgram: () => '/loyalty-program',
  account: () => '/account',
  accountSettings: () => '/account/settings',
  admin: () => '/admin',
} as const;

/** Pages where the header hides its nav links, search and cart (storefront section 2). */
export const PORTAL_PATHS = ['/account', '/orders', '/loyalty', '/account/settings', '/checkout/success'];
