import { describe, expect, it } from 'vitest';
import { renderForgotPasswordPage, RESET_LINK_SENT } from './forgot-password-page';
import { escapeHtml } from './layout';
import { renderLogoutPage } from './logout-page';
import { renderMessagePage } from './message-page';
import { renderResetPasswordPage } from './reset-password-page';
import { renderSignInPage } from './sign-in-page';
import { renderSignUpPage } from './sign-up-page';

const NONCE = 'n0nce-Abc123';
const SCRIPT = '<script>alert(1)</script>';
const BREAKOUT = '"><img src=x onerror=alert(1)>';
const EVIL = `${SCRIPT}${BREAKOUT}`;
const LOGOUT_FORM =
  '<form id="op.logoutForm" method="post" action="/session/end/confirm"><input type="hidden" name="xsrf" value="abc"/></form>';

const base = { nonce: NONCE, businessName: 'Saffron & Sugar Bakery & Cafe' };

/** The attributes of every `<tag …>` in `html`, values unescaped. */
function tags(html: string, tag: string): Record<string, string>[] {
  const openings = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
  return openings.map((opening) => {
    const attrs: Record<string, string> = {};
    for (const [, name, value] of opening.slice(tag.length + 1).matchAll(/([\w:.-]+)(?:="([^"]*)")?/g)) {
      attrs[name!.toLowerCase()] = (value ?? '')
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
    }
    return attrs;
  });
}

function inputById(html: string, id: string): Record<string, string> {
  const input = tags(html, 'input').find((attrs) => attrs.id === id);
  if (!input) throw new Error(`no input #${id}`);
  return input;
}

/** The id of the input that the `<label>` with this exact text points at. */
function labelledInput(html: string, text: string): Record<string, string> {
  const match = [...html.matchAll(/<label for="([^"]+)">([^<]*)<\/label>/g)].find(([, , label]) => label === text);
  if (!match) throw new Error(`no label "${text}"`);
  return inputById(html, match[1]!);
}

/** The text of the element with this id (no nested markup expected besides an icon). */
function textById(html: string, id: string): string {
  const match = html.match(new RegExp(`id="${id}"[^>]*>([\\s\\S]*?)</p>`));
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '');
}

/** Every page, each fed hostile text in every user-supplied value it shows. */
const hostilePages: Record<string, string> = {
  'sign in': renderSignInPage({
    ...base,
    businessName: EVIL,
    action: '/interaction/abc/login',
    email: EVIL,
    error: EVIL,
    notice: EVIL,
    signUpHref: '/s',
    forgotHref: '/f',
    cancelHref: '/c',
  }),
  'sign up': renderSignUpPage({
    ...base,
    businessName: EVIL,
    action: '/interaction/abc/signup',
    values: { name: EVIL, email: EVIL },
    errors: { name: EVIL, email: EVIL, password: EVIL, form: EVIL },
    signInHref: '/in',
  }),
  'forgot password': renderForgotPasswordPage({
    ...base,
    businessName: EVIL,
    action: '/forgot',
    sent: false,
    error: EVIL,
    signInHref: '/in',
  }),
  'forgot password, sent': renderForgotPasswordPage({
    ...base,
    businessName: EVIL,
    action: '/forgot',
    sent: true,
    signInHref: '/in',
  }),
  'reset password': renderResetPasswordPage({
    ...base,
    businessName: EVIL,
    action: '/reset',
    token: EVIL,
    error: EVIL,
  }),
  message: renderMessagePage({
    ...base,
    businessName: EVIL,
    title: EVIL,
    message: EVIL,
    linkHref: EVIL,
    linkText: EVIL,
    tone: 'error',
  }),
  logout: renderLogoutPage({ ...base, businessName: EVIL, formHtml: LOGOUT_FORM }),
};

describe.each(Object.entries(hostilePages))('the %s page', (_name, html) => {
  it('is a complete New Zealand English document', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en-NZ">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('escapes every user-supplied value', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/"><img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('puts the nonce on every <style> and <script> tag, and loads nothing from elsewhere', () => {
    const styles = tags(html, 'style');
    expect(styles).toHaveLength(1);
    for (const attrs of [...styles, ...tags(html, 'script')]) expect(attrs.nonce).toBe(NONCE);
    expect(html).not.toMatch(/<link[^>]+stylesheet|@import|url\(|https?:\/\//);
  });

  it('links the logo and name home', () => {
    expect(html).toMatch(/<a class="brand" href="\/"[^>]*><svg[^>]*aria-hidden="true"/);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderSignInPage', () => {
  const props = {
    ...base,
    action: '/interaction/abc/login',
    signUpHref: '/interaction/abc/signup',
    forgotHref: '/account/forgot',
  };

  it('has a form with inputs labelled Email and Password and a Sign in button', () => {
    const html = renderSignInPage({ ...props, email: 'aroha@example.co.nz' });
    expect(html).toContain('<h1>Sign in</h1>');
    expect(tags(html, 'form')).toEqual([{ method: 'post', action: '/interaction/abc/login' }]);
    expect(labelledInput(html, 'Email')).toMatchObject({
      name: 'email',
      type: 'email',
      autocomplete: 'username',
      required: '',
      value: 'aroha@example.co.nz',
    });
    const password = labelledInput(html, 'Password');
    expect(password).toMatchObject({
      name: 'password',
      type: 'password',
      autocomplete: 'current-password',
      required: '',
    });
    expect(password.value).toBeUndefined();
    expect(html).toMatch(/<button class="button" type="submit">Sign in<\/button>/);
  });

  it('links to reset a password, to create an account and back to the shop', () => {
    const html = renderSignInPage({ ...props, cancelHref: '/interaction/abc/abort' });
    expect(html).toContain('<a href="/account/forgot">Forgot your password?</a>');
    expect(html).toMatch(/<a class="button button-secondary" href="\/interaction\/abc\/signup">Create an account<\/a>/);
    expect(html).toMatch(/<a href="\/interaction\/abc\/abort">.*Back to the shop/);
    expect(renderSignInPage(props)).toMatch(/<a href="\/">.*Back to the shop/);
  });

  it('shows an error as an alert above the form and a notice as a status', () => {
    const html = renderSignInPage({
      ...props,
      error: 'Wrong e-mail or password.',
      notice: 'Your e-mail is confirmed. Please sign in.',
    });
    const alert = html.indexOf('role="alert"');
    expect(alert).toBeGreaterThan(-1);
    expect(alert).toBeLessThan(html.indexOf('<form'));
    expect(html).toMatch(/role="alert">.*Wrong e-mail or password\./);
    expect(html).toMatch(/role="status">.*Your e-mail is confirmed\. Please sign in\./);
    expect(renderSignInPage(props)).not.toMatch(/role="(alert|status)"/);
  });

  it('shows no demo hint', () => {
    expect(renderSignInPage(props).toLowerCase()).not.toContain('demo');
  });
});

describe('renderSignUpPage', () => {
  const props = { ...base, action: '/interaction/abc/signup', signInHref: '/interaction/abc' };

  it('has the name, e-mail and password fields and the Create account button', () => {
    const html = renderSignUpPage({ ...props, values: {}, errors: {} });
    expect(html).toContain('<h1>Create an account</h1>');
    expect(labelledInput(html, 'Name')).toMatchObject({
      name: 'name',
      autocomplete: 'name',
      required: '',
      maxlength: '100',
    });
    expect(labelledInput(html, 'Email')).toMatchObject({ name: 'email', type: 'email', required: '' });
    const password = labelledInput(html, 'Password');
    expect(password).toMatchObject({
      name: 'password',
      type: 'password',
      autocomplete: 'new-password',
      required: '',
      minlength: '10',
    });
    expect(textById(html, password['aria-describedby']!)).toBe('At least 10 characters.');
    expect(html).toMatch(/<button class="button" type="submit">Create account<\/button>/);
    expect(html).toContain('<a href="/interaction/abc">Already have an account? Sign in</a>');
    expect(tags(html, 'input').filter((attrs) => 'aria-invalid' in attrs)).toEqual([]);
  });

  it('wires each field error to its input with aria-describedby and aria-invalid', () => {
    const html = renderSignUpPage({
      ...props,
      values: { name: 'Aroha', email: 'aroha@' },
      errors: {
        email: 'Enter a valid e-mail address.',
        password: 'Use at least 10 characters.',
        form: 'Please check the form.',
      },
    });
    const name = inputById(html, 'name');
    expect(name.value).toBe('Aroha');
    expect(name['aria-invalid']).toBeUndefined();
    expect(name['aria-describedby']).toBeUndefined();

    const email = inputById(html, 'email');
    expect(email).toMatchObject({
      value: 'aroha@',
      'aria-invalid': 'true',
      'aria-describedby': 'email-error',
      autofocus: '',
    });
    expect(textById(html, 'email-error')).toBe('Enter a valid e-mail address.');

    const password = inputById(html, 'password');
    expect(password['aria-invalid']).toBe('true');
    expect(password['aria-describedby']!.split(' ')).toEqual(['password-hint', 'password-error']);
    expect(textById(html, 'password-error')).toBe('Use at least 10 characters.');
    expect(password.autofocus).toBeUndefined();

    expect(html).toMatch(/role="alert">.*Please check the form\./);
  });
});

describe('renderForgotPasswordPage', () => {
  const props = { ...base, action: '/account/forgot', signInHref: '/interaction/abc' };

  it('asks for the e-mail', () => {
    const html = renderForgotPasswordPage({ ...props, sent: false });
    expect(html).toContain('<h1>Reset your password</h1>');
    expect(tags(html, 'form')).toEqual([{ method: 'post', action: '/account/forgot' }]);
    expect(labelledInput(html, 'Email')).toMatchObject({ name: 'email', type: 'email', required: '' });
    expect(html).toMatch(/<button class="button" type="submit">Send reset link<\/button>/);
  });

  it('confirms without saying whether the account exists', () => {
    const html = renderForgotPasswordPage({ ...props, sent: true });
    expect(html).toMatch(new RegExp(`role="status">.*${RESET_LINK_SENT.replaceAll('.', '\\.')}`));
    expect(html).toContain(
      'If an account exists for that e-mail, we have sent a link to reset the password. It is valid for one hour.',
    );
    expect(html).not.toContain('<form');
    expect(html).toMatch(/<a href="\/interaction\/abc">.*Back to sign in/);
  });
});

describe('renderResetPasswordPage', () => {
  it('posts the token and the new password', () => {
    const html = renderResetPasswordPage({ ...base, action: '/account/reset', token: 'tok-123' });
    expect(html).toContain('<h1>Choose a new password</h1>');
    expect(tags(html, 'input').find((attrs) => attrs.name === 'token')).toEqual({
      type: 'hidden',
      name: 'token',
      value: 'tok-123',
    });
    expect(labelledInput(html, 'New password')).toMatchObject({
      name: 'password',
      type: 'password',
      minlength: '10',
      autocomplete: 'new-password',
      required: '',
    });
    expect(html).toMatch(/<button class="button" type="submit">Save new password<\/button>/);
  });
});

describe('renderMessagePage', () => {
  it('shows the title, the message and one link', () => {
    const html = renderMessagePage({
      ...base,
      title: 'E-mail confirmed',
      message: 'You can sign in now.',
      linkHref: '/account',
      linkText: 'Sign in',
      tone: 'success',
    });
    expect(html).toContain('<title>E-mail confirmed – Saffron &amp; Sugar Bakery &amp; Cafe</title>');
    expect(html).toContain('<h1>E-mail confirmed</h1>');
    expect(html).toContain('You can sign in now.');
    expect(html).toContain('<a class="button" href="/account">Sign in</a>');
    expect(html).toContain('badge-success');
  });
});

describe('renderLogoutPage', () => {
  const html = renderLogoutPage({ ...base, formHtml: LOGOUT_FORM });

  it("inserts oidc-provider's form as is, with a Sign out button outside it", () => {
    expect(html).toContain('Signing you out…');
    expect(html).toContain(LOGOUT_FORM);
    const button = html.match(/<button[^>]*>Sign out<\/button>/);
    expect(button).not.toBeNull();
    expect(button!.index!).toBeGreaterThan(html.indexOf('</form>'));
    expect(tags(button![0], 'button')[0]).toMatchObject({
      type: 'submit',
      form: 'op.logoutForm',
      name: 'logout',
      value: 'yes',
    });
  });

  it('submits the form with logout=yes by a nonce’d script', () => {
    const scripts = [...html.matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, nonce, code] = scripts[0]!;
    expect(nonce).toBe(NONCE);
    expect(code).toContain("getElementById('op.logoutForm')");
    expect(code).toContain("input.name = 'logout'");
    expect(code).toContain("input.value = 'yes'");
    expect(code).toContain('form.submit()');
  });
});
