import { expect, test, waitForHydration } from './fixtures';
import { expectToast } from './shop';
import {
  accountMenuButton,
  clickLogin,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  logOut,
  signIn,
  signInThroughPages,
  submitSignInForm,
  uniqueEmail,
  usesMobileMenu,
  waitForMail,
  waitUntilSignedIn,
} from './sign-in';
import { allowing } from '../src/test/time-limits';

test.describe.configure({ mode: 'parallel' });

test.describe('signing in', () => {
  test('a new customer signs up, confirms the e-mail, logs out, signs in again and keeps their settings', async ({
    page,
  }) => {
    test.setTimeout(allowing(60_000));
    const name = 'Mere Tester';
    const email = uniqueEmail('new-customer');
    const password = 'Sugar&Spice2026';

    // The shop's Login button leads to the built-in sign-in page.
    await page.goto('/');
    await waitForHydration(page);
    await clickLogin(page);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    // Create an account: the page asks to check the e-mail (it says the same for a taken address, so
    // nobody learns who has an account), then sign in with the new password.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await submitSignInForm(page, email, password);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(await accountMenuButton(page, name)).toBeVisible();

    // The confirmation e-mail arrives as a file; its link confirms the address.
    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.text).toContain(name);
    const link = /https?:\/\/\S+\/identity\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, 'the e-mail holds a confirmation link').toBeTruthy();
    const confirmed = await page.goto(link!);
    expect(confirmed?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the shop', exact: true }).click();
    await waitForHydration(page);

    // Log out from the account menu: back in the shop, signed out.
    await logOut(page, name);

    // Sign in again with e-mail and password.
    await clickLogin(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitUntilSignedIn(page);
    await expect(await accountMenuButton(page, name)).toBeVisible();

    // Profile tab: name and phone.
    await page.goto('/account/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const profile = page.getByRole('form', { name: 'Personal Information' });
    await expect(profile.getByLabel('First name')).toHaveValue('Mere');
    await expect(profile.getByLabel('Last name')).toHaveValue('Tester');
    await expect(profile.getByLabel('Email')).toHaveValue(email);
    await profile.getByLabel('First name').fill('Merenia');
    await profile.getByLabel('Last name').fill('Tester-Ngata');
    await profile.getByLabel('Phone').fill('+64 21 555 0101');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated', 'Your profile information has been saved successfully.');

    // Address tab: street, region and suburb from the searchable lists, postal code.
    await page.getByRole('tab', { name: 'Address' }).click();
    const address = page.getByRole('form', { name: 'Delivery Address' });
    await address.getByLabel('Street address').fill('12 Ponsonby Road');
    await expect(address.getByRole('combobox', { name: 'Suburb' })).toBeDisabled();
    await address.getByRole('combobox', { name: 'Region' }).click();
    await page.getByPlaceholder('Search regions...').fill('auck');
    await page.getByRole('option', { name: 'Auckland', exact: true }).click();
    await expect(address.getByRole('combobox', { name: 'Region' })).toHaveText('Auckland');
    await address.getByRole('combobox', { name: 'Suburb' }).click();
    await page.getByPlaceholder('Search suburbs...').fill('zzz');
    await expect(page.getByText('No suburb found.')).toBeVisible();
    await page.getByPlaceholder('Search suburbs...').fill('pons');
    await page.getByRole('option', { name: 'Ponsonby', exact: true }).click();
    await expect(address.getByRole('combobox', { name: 'Suburb' })).toHaveText('Ponsonby');
    await address.getByLabel('Postal code').fill('1011');
    await address.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Address Updated', 'Your delivery address has been saved successfully.');

    // Everything was saved on the server: a reload shows it again.
    await page.reload();
    await expect(profile.getByLabel('First name')).toHaveValue('Merenia');
    await expect(profile.getByLabel('Last name')).toHaveValue('Tester-Ngata');
    await expect(profile.getByLabel('Phone')).toHaveValue('+64 21 555 0101');
    await page.getByRole('tab', { name: 'Address' }).click();
    await expect(address.getByLabel('Street address')).toHaveValue('12 Ponsonby Road');
    await expect(address.getByRole('combobox', { name: 'Region' })).toHaveText('Auckland');
    await expect(address.getByRole('combobox', { name: 'Suburb' })).toHaveText('Ponsonby');
    await expect(address.getByLabel('Postal code')).toHaveValue('1011');
  });

  // Log In is in the header at a desktop and in the menu on a phone.
  test(
    'the demo admin signs in from the home page and lands in the admin portal',
    { tag: '@each-width' },
    async ({ page }) => {
      await signInThroughPages(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    },
  );

  test('a customer is refused the admin portal', async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(await accountMenuButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have admin permissions to access this portal")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/');
  });

  test('account pages hide the nav links, search and cart button', { tag: '@each-width' }, async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const header = page.getByRole('banner');
    // On the shop itself they show.
    await expect(header.getByRole('button', { name: /^Open cart/ })).toBeVisible();
    if (!usesMobileMenu(page)) await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const path of ['/account', '/orders', '/loyalty', '/account/settings']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('navigation', { name: 'Account' }), path).toBeVisible();
      await expect(header.getByRole('navigation', { name: 'Main' }), path).toHaveCount(0);
      await expect(header.getByRole('search'), path).toHaveCount(0);
      await expect(header.getByRole('button', { name: /^Open cart/ }), path).toHaveCount(0);
      await expect(header.getByRole('button', { name: 'Open menu' }), path).toHaveCount(0);
    }
  });
});

test.describe('signed out', () => {
  test('the admin portal and the account pages ask to log in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/');

    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(page.getByText('Please log in to view your order history')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Shop' })).toBeVisible();
  });
});
