import { escapeHtml, renderPage } from './layout';

export interface LogoutPageProps {
  nonce: string;
  businessName: string;
  /** oidc-provider's `<form id="op.logoutForm" …>` with its hidden inputs; trusted, inserted as is. */
  formHtml: string;
}

/** Adds `logout=yes` to oidc-provider's form and submits it, so nobody is asked to confirm. */
const AUTO_SUBMIT = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();`;

/** "Signing you out…": submits the logout form by script; the button is the no-script fallback. */
export function renderLogoutPage(p: LogoutPageProps): string {
  const body = [
    `<div class="message">`,
    `<div class="spinner" aria-hidden="true"></div>`,
    `<h1>Signing you out…</h1>`,
    `<p class="lede">Thanks for visiting. If nothing happens in a moment, press the button below.</p>`,
    p.formHtml,
    `<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    `</div>`,
    `<script nonce="${escapeHtml(p.nonce)}">${AUTO_SUBMIT}</script>`,
  ].join('\n');
  return renderPage({ title: 'Signing you out', nonce: p.nonce, businessName: p.businessName, body });
}
