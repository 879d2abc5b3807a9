import { escapeHtml, renderPage } from './layout';
import { renderField, renderForm, renderHeading, renderNotice, renderSubmit } from './parts';

export interface ResetPasswordPageProps {
  nonce: string;
  businessName: string;
  action: string;
  /** The reset token from the e-mailed link, posted back in a hidden field. */
  token: string;
  error?: string;
}

/** Lets a visitor with a valid reset link choose a new password. */
export function renderResetPasswordPage(p: ResetPasswordPageProps): string {
  const form = renderForm(
    p.action,
    [
      `<input type="hidden" name="token" value="${escapeHtml(p.token)}">`,
      renderField({
        id: 'password',
        label: 'New password',
        name: 'password',
        type: 'password',
        autocomplete: 'new-password',
        required: true,
        minlength: 10,
        hint: 'At least 10 characters.',
      }),
      renderSubmit('Save new password'),
    ].join(''),
  );
  const body = [
    renderHeading('Choose a new password', 'Pick something memorable to you and hard for others to guess.'),
    renderNotice(p.error, 'error'),
    form,
  ].join('\n');
  return renderPage({ title: 'Choose a new password', nonce: p.nonce, businessName: p.businessName, body });
}
