import { renderPage } from './layout';
import { renderField, renderForm, renderHeading, renderLink, renderNotice, renderSubmit } from './parts';

export type SignUpField = 'name' | 'email' | 'password';

export interface SignUpPageProps {
  nonce: string;
  businessName: string;
  action: string;
  /** What the visitor typed last time (never the password). */
  values: { name?: string; email?: string };
  /** One message per field, and `form` for a problem with the whole form. */
  errors: Partial<Record<SignUpField | 'form', string>>;
  signInHref: string;
}

const FIELD_ORDER: readonly SignUpField[] = ['name', 'email', 'password'];

/** The registration form: name, e-mail and password, with errors under each field. */
export function renderSignUpPage(p: SignUpPageProps): string {
  const firstInvalid = FIELD_ORDER.find((field) => p.errors[field]);
  const form = renderForm(
    p.action,
    [
      renderField({
        id: 'name',
        label: 'Name',
        name: 'name',
        type: 'text',
        autocomplete: 'name',
        value: p.values.name,
        required: true,
        maxlength: 100,
        error: p.errors.name,
        autofocus: firstInvalid === 'name',
      }),
      renderField({
        id: 'email',
        label: 'Email',
        name: 'email',
        type: 'email',
        autocomplete: 'email',
        value: p.values.email,
        required: true,
        error: p.errors.email,
        autofocus: firstInvalid === 'email',
      }),
      renderField({
        id: 'password',
        label: 'Password',
        name: 'password',
        type: 'password',
        autocomplete: 'new-password',
        required: true,
        minlength: 10,
        hint: 'At least 10 characters.',
        error: p.errors.password,
        autofocus: firstInvalid === 'password',
      }),
      renderSubmit('Create account'),
    ].join(''),
  );
  const body = [
    renderHeading('Create an account', 'Save your details for quicker orders and earn loyalty points on every treat.'),
    renderNotice(p.errors.form, 'error'),
    form,
    `<p class="links">${renderLink(p.signInHref, 'Already have an account? Sign in')}</p>`,
  ].join('\n');
  return renderPage({ title: 'Create an account', nonce: p.nonce, businessName: p.businessName, body });
}
