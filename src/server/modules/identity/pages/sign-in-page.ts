import { renderPage } from './layout';
import {
  renderBackLink,
  renderField,
  renderForm,
  renderHeading,
  renderLink,
  renderNotice,
  renderSubmit,
} from './parts';

export interface SignInPageProps {
  nonce: string;
  businessName: string;
  /** Where the form posts (the interaction's login endpoint). */
  action: string;
  /** The e-mail typed last time, shown again after a failed attempt. */
  email?: string;
  error?: string;
  /** A success notice, e.g. "Your e-mail is confirmed. Please sign in." */
  notice?: string;
  signUpHref: string;
  forgotHref: string;
  /** Where "Back to the shop" goes; the home page when left out. */
  cancelHref?: string;
}

/** The sign-in form: e-mail and password, with links to reset a password or create an account. */
export function renderSignInPage(p: SignInPageProps): string {
  const form = renderForm(
    p.action,
    [
      renderField({
        id: 'email',
        label: 'Email',
        name: 'email',
        type: 'email',
        autocomplete: 'username',
        value: p.email,
        required: true,
      }),
      renderField({
        id: 'password',
        label: 'Password',
        name: 'password',
        type: 'password',
        autocomplete: 'current-password',
        required: true,
      }),
      `<p class="forgot">${renderLink(p.forgotHref, 'Forgot your password?')}</p>`,
      renderSubmit('Sign in'),
    ].join(''),
  );
  const body = [
    renderHeading('Sign in', 'Welcome back! Sign in to order your favourite treats and collect loyalty points.'),
    renderNotice(p.error, 'error'),
    renderNotice(p.notice, 'success'),
    form,
    `<p class="divider">New here?</p>`,
    renderLink(p.signUpHref, 'Create an account', 'button button-secondary'),
    renderBackLink(p.cancelHref ?? '/', 'Back to the shop'),
  ].join('\n');
  return renderPage({ title: 'Sign in', nonce: p.nonce, businessName: p.businessName, body });
}
