/**
 * The frame of the sign-in server's pages (sign in, sign up, password reset, messages, logout):
 * plain server-rendered HTML, no React. The page's CSP allows no external files, so all CSS is
 * in one nonce'd <style> block and the logo is inline SVG.
 *
 * Contrast (WCAG AA, checked): cocoa #2f1d14 on white 16.1:1; muted #6b4a37 on white 7.9:1 (on
 * cream 7.7:1); link #7a3e0a on white 8.3:1; #1f120c on saffron #f5a524 8.9:1 (hover #e8900f
 * 7.3:1); error #b42318 on #fdecea 5.8:1; pistachio #4a6322 on #eaf2d7 5.9:1; non-text (3:1
 * needed): input border #a8876f on white 3.3:1, focus ring #c46806 on white/cream 3.9/3.8:1.
 */

export interface PageFrame {
  /** Shown in the tab as `${title} – ${businessName}`; escaped here. */
  title: string;
  /** The CSP nonce of this response. */
  nonce: string;
  /** Trusted HTML built by the page functions (which escape their own inputs). */
  body: string;
  businessName: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and in double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const CAKE_DRAWING = `<circle cx="20" cy="20" r="19" fill="#fdefd3"/><path d="M9 27h22v3.5a1.5 1.5 0 0 1-1.5 1.5h-19A1.5 1.5 0 0 1 9 30.5z" fill="#553828"/><path d="M10 20h20v7H10z" fill="#f1acad"/><path d="M10 20c2 3 4 3 5 0 1 3 3 3 5 0 2 3 4 3 5 0 1 3 3 3 5 0v-2H10z" fill="#fffbf3"/><path d="M20 8c2.5 2.6 3.2 5 0 8-3.2-3-2.5-5.4 0-8z" fill="#f5a524"/><rect x="19.2" y="14" width="1.6" height="4.5" rx=".8" fill="#c46806"/>`;

/** The shop's cake mark (the same drawing as the storefront header and favicon), decorative. */
export function renderCakeMark(size: number, className = 'brand-mark'): string {
  return `<svg class="${className}" viewBox="0 0 40 40" width="${size}" height="${size}" aria-hidden="true" focusable="false">${CAKE_DRAWING}</svg>`;
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;
  padding:24px 16px;color:#2f1d14;background-color:#fffbf3;
  background-image:radial-gradient(ellipse 70% 55% at 8% -5%,rgb(250 196 99 / .30),transparent 70%),
    radial-gradient(ellipse 60% 50% at 100% 0%,rgb(241 172 173 / .28),transparent 70%),
    radial-gradient(ellipse 80% 45% at 50% 108%,rgb(252 220 160 / .30),transparent 70%);
  background-attachment:fixed;
  font:16px/1.55 ui-sans-serif,system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
  -webkit-font-smoothing:antialiased}
a{color:#7a3e0a;text-underline-offset:3px;text-decoration-thickness:1px}
a:hover{color:#63330d;text-decoration-thickness:2px}
:focus-visible{outline:2px solid #c46806;outline-offset:2px}
.shell{width:100%;max-width:440px;flex:1 0 auto;display:flex;flex-direction:column;justify-content:center;padding-bottom:4vh}
.site-header{display:flex;justify-content:center;margin:8px 0 24px}
.brand{display:inline-flex;align-items:center;gap:12px;color:#2f1d14;text-decoration:none;border-radius:12px;padding:4px 8px}
.brand:hover{color:#2f1d14}
.brand-mark{flex:none;filter:drop-shadow(0 3px 6px rgb(150 90 30 / .18))}
.brand-name{font-family:Georgia,'Times New Roman',serif;font-size:20px;font-weight:700;line-height:1.2;letter-spacing:-.01em}
.card{position:relative;overflow:hidden;background:#fff;border:1px solid #f1e4cf;border-radius:20px;
  box-shadow:0 12px 28px -10px rgb(150 90 30 / .22);padding:40px 40px 36px}
.card::before{content:"";position:absolute;inset:0 0 auto;height:5px;
  background:linear-gradient(90deg,#fac463,#f5a524 40%,#f1acad)}
h1{font-family:Georgia,'Times New Roman',serif;font-size:28px;line-height:1.2;font-weight:700;letter-spacing:-.01em;margin:0 0 8px;color:#2f1d14}
.lede{margin:0 0 24px;color:#6b4a37}
.lede:last-child{margin-bottom:0}
form{margin:0}
.field{margin:0 0 20px}
.field label{display:block;font-weight:600;font-size:15px;margin:0 0 6px}
.field input{display:block;width:100%;height:44px;padding:0 14px;font:inherit;color:#2f1d14;background:#fff;
  border:1px solid #a8876f;border-radius:12px;transition:border-color .15s,box-shadow .15s}
.field input:hover{border-color:#85604a}
.field input:focus-visible{border-color:#c46806}
.field input[aria-invalid="true"]{border-color:#b42318}
.hint{margin:6px 0 0;font-size:14px;color:#6b4a37}
.field-error{display:flex;gap:6px;align-items:flex-start;margin:6px 0 0;font-size:14px;font-weight:600;color:#b42318}
.field-error svg{flex:none;margin-top:3px}
.button{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:48px;padding:10px 24px;
  font:inherit;font-weight:700;line-height:1.2;text-align:center;text-decoration:none;color:#1f120c;background:#f5a524;
  border:0;border-radius:999px;cursor:pointer;box-shadow:0 6px 14px -8px rgb(196 104 6 / .7);
  transition:background-color .15s,transform .15s,box-shadow .15s}
.button:hover{background:#e8900f;color:#1f120c;box-shadow:0 8px 18px -8px rgb(196 104 6 / .8)}
.button:active{transform:translateY(1px)}
.button-secondary{background:#fff;color:#2f1d14;border:1px solid #a8876f;box-shadow:none}
.button-secondary:hover{background:#fff8eb;color:#2f1d14;border-color:#85604a;box-shadow:none}
.forgot{margin:-6px 0 0;text-align:right;font-size:15px}
.form-actions{margin-top:28px}
.notice{display:flex;gap:10px;align-items:flex-start;margin:0 0 24px;padding:12px 14px;border-radius:12px;font-size:15px;font-weight:500}
.notice svg{flex:none;margin-top:2px}
.notice p{margin:0}
.notice-error{color:#b42318;background:#fdecea;border:1px solid #f6c6c0}
.notice-success{color:#4a6322;background:#eaf2d7;border:1px solid #cfe0a8}
.links{margin:20px 0 0;text-align:center;font-size:15px}
.divider{display:flex;align-items:center;gap:12px;margin:28px 0 16px;color:#6b4a37;font-size:14px}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid #ecdcc6}
.back{margin:24px 0 0;text-align:center;font-size:15px}
.back a{display:inline-flex;align-items:center;gap:6px;padding:4px 6px;border-radius:8px;text-decoration:none}
.back a span:last-child{text-decoration:underline;text-decoration-thickness:1px}
.back a:hover span:last-child{text-decoration-thickness:2px}
.message{text-align:center}
.message .lede{margin-bottom:28px}
.badge{display:grid;place-items:center;width:64px;height:64px;margin:4px auto 20px;border-radius:50%;color:#7a3e0a;background:#fdefd3}
.badge-success{color:#4a6322;background:#eaf2d7}
.badge-error{color:#b42318;background:#fdecea}
.badge-brand{background:none;filter:drop-shadow(0 6px 10px rgb(150 90 30 / .2))}
.spinner{width:48px;height:48px;margin:4px auto 20px;border-radius:50%;border:4px solid #fdefd3;border-top-color:#f5a524;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
.site-footer{margin:24px 0 4px;text-align:center;font-size:14px;color:#6b4a37}
.site-footer span{white-space:nowrap}
.site-footer p{margin:0}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:480px){
  body{padding:16px 12px}
  .site-header{margin:4px 0 16px}
  .shell{padding-bottom:0;justify-content:flex-start}
  .card{padding:32px 22px 28px;border-radius:20px}
  h1{font-size:26px}
}
@media (prefers-reduced-motion:reduce){
  *,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}
  .spinner{animation:none;border-top-color:#fdefd3;border-color:#f5a524}
  .button:active{transform:none}
}
@media (forced-colors:active){
  .button{border:1px solid ButtonText}
  .card{border:1px solid CanvasText}
}
`;

function renderHeader(businessName: string): string {
  const name = escapeHtml(businessName);
  return `<header class="site-header"><a class="brand" href="/" aria-label="${name}, back to the shop">${renderCakeMark(44)}<span class="brand-name">${name}</span></a></header>`;
}

function renderFooter(businessName: string): string {
  return `<footer class="site-footer"><p><span>${escapeHtml(businessName)}</span> · <span>Baked fresh in Auckland</span></p></footer>`;
}

/** A complete HTML document: head, all CSS, the logo header, the card with `body`, the footer. */
export function renderPage({ title, nonce, body, businessName }: PageFrame): string {
  return `<!DOCTYPE html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)} – ${escapeHtml(businessName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(nonce)}">${STYLES}</style>
</head>
<body>
<div class="shell">
${renderHeader(businessName)}
<main class="card">
${body}
</main>
</div>
${renderFooter(businessName)}
</body>
</html>
`;
}
