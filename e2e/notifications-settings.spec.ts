import { expect, test, waitForHydration } from './fixtures';
import { clickLogin, submitSignInForm, uniqueEmail } from './sign-in';

/**
 * Settings → Notifications saves on the server (issue 24): a new customer finds the spec's
 * defaults, is led to the profile to add a phone number for texts, saves the choices, and finds
 * them again after a reload (no longer only in this browser).
 */

const PASSWORD = 'notify-journey-password';

test('a customer adds a phone number, switches texts on and finds the choices saved', async ({ page }) => {
  // Sign-up, sign-in, two saves and a reload: more than one default test time on a busy machine.
  test.slow();
  const email = uniqueEmail('notify');
  await page.goto('/');
  await waitForHydration(page);
  await clickLogin(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Notify Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitSignInForm(page, email, PASSWORD);

  await page.goto('/account/settings');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const texts = page.getByRole('switch', { name: 'Text messages' });
  // The spec's defaults; texts need a phone number first.
  await expect(page.getByRole('switch', { name: 'Order updates' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly deals' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'New products' })).not.toBeChecked();
  await expect(texts).toBeDisabled();

  await page.getByRole('button', { name: 'Add a phone number' }).click();
  await page.getByLabel('Phone').fill('021 555 0142');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile information has been saved successfully.').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(texts).toBeEnabled();
  await expect(page.getByText('A text to 021 555 0142')).toBeVisible();
  await texts.click();
  await page.getByRole('switch', { name: 'Marketing emails' }).click();
  await page.getByRole('switch', { name: 'Weekly deals' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your notification preferences have been saved.').first()).toBeVisible();

  // Kept by the shop: a reload (or another device) shows the saved choices.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(texts).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly deals' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Order updates' })).toBeChecked();
});
