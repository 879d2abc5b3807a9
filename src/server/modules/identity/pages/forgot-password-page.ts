import { renderPage } from './layout';
import { renderBackLink, renderField, renderForm, renderHeading, renderNotice, renderSubmit } from './parts';

export interface ForgotPasswordPageProps {
  nonce: string;
  businessName: string;
  action: string;
  /** True after the form was sent: show the confirmation instead of the form. */
  sent: boolean;
  error?: string;
  signInHref: string;
}

export const RESET_LINK_SENT =
  'If an account exists for that e-mail, we have sent a link to reset the password. It is valid for one hour.';

/** Asks for the e-mail to send a reset link to, or confirms that it was sent. */
export function renderForgotPasswordPage(p: ForgotPasswordPageProps): string {
  const content = p.sent
    ? [renderHeading('Reset your password'), renderNotice(RESET_LINK_SENT, 'success')]
    : [
        renderHeading(
          'Reset your password',
          "Enter the e-mail you signed up with and we'll send you a link to choose a new password.",
        ),
        renderNotice(p.error, 'error'),
        renderForm(
          p.action,
          renderField({
            id: 'email',
            label: 'Email',
            name: 'email',
            type: 'email',
            autocomplete: 'email',
            required: true,
          }) + renderSubmit('Send reset link'),
        ),
      ];
  const body = [...content, renderBackLink(p.signInHref, 'Back to sign in')].join('\n');
  return renderPage({ title: 'Reset your password', nonce: p.nonce, businessName: p.businessName, body });
}
