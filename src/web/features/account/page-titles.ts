/** The browser-tab titles of the account screens. */
export const SETTINGS_TITLE = 'Account Settings – Saffron & Sugar';
export const DASHBOARD_TITLE = 'Dashboard – Saffron & Sugar';
