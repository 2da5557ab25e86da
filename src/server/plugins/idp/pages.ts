import { PRODUCT_NAME } from '@shared/domain';
import { escapeHtml } from '../../lib/html';
import { MIN_PASSWORD_LENGTH } from './password-rules';

const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters; not your username, email or a common password.`;

/** Server-rendered pages of the built-in provider: self-contained, styled like the app. */

function layout(title: string, body: string, scripts: string[] = []): string {
  return `<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/interaction-assets/idp.css">
<script src="/interaction-assets/theme.js"></script>
${scripts.map((src) => `<script src="${src}" defer></script>`).join('\n')}
</head>
<body>
<main class="card">
<a class="brand" href="/">${PRODUCT_NAME}</a>
${body}
</main>
</body>
</html>`;
}

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autocomplete: string;
  value?: string;
  /** Shown under the field and announced with it, before any error. */
  hint?: string;
}

function field(spec: FieldSpec, errors: Record<string, string>): string {
  const id = `field-${spec.name}`;
  const error = errors[spec.name];
  const describedBy = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${escapeHtml(spec.label)}</label>
<input id="${id}" name="${spec.name}" type="${spec.type ?? 'text'}" autocomplete="${spec.autocomplete}" value="${escapeHtml(spec.value)}" required${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${spec.hint ? `<p class="field-hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function alert(message?: string): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

export interface LoginView {
  uid: string;
  username?: string;
  error?: string;
}

export function loginPage(view: LoginView): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p class="muted">Use your ${PRODUCT_NAME} account.</p>
${alert(view.error)}
<form method="post" action="/interaction/${escapeHtml(view.uid)}/login" novalidate>
${field({ name: 'username', label: 'Username', autocomplete: 'username', value: view.username }, {})}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' }, {})}
<button type="submit" class="primary">Sign In</button>
</form>
<p class="switch">New here? <a href="/interaction/${escapeHtml(view.uid)}?view=register">Create an account</a></p>
<p class="switch"><a href="/interaction/${escapeHtml(view.uid)}/abort">Cancel</a></p>`,
  );
}

export interface RegisterView {
  uid: string;
  values?: { username?: string; email?: string; name?: string };
  errors?: Record<string, string>;
  error?: string;
}

export function registerPage(view: RegisterView): string {
  const errors = view.errors ?? {};
  const values = view.values ?? {};
  return layout(
    'Create an account',
    `<h1>Create an account</h1>
<p class="muted">Join your team on ${PRODUCT_NAME}.</p>
${alert(view.error)}
<form method="post" action="/interaction/${escapeHtml(view.uid)}/register" novalidate>
${field({ name: 'username', label: 'Username', autocomplete: 'username', value: values.username }, errors)}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email }, errors)}
${field({ name: 'name', label: 'Full name', autocomplete: 'name', value: values.name }, errors)}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT }, errors)}
<button type="submit" class="primary">Create Account</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${escapeHtml(view.uid)}?view=login">Sign in</a></p>`,
  );
}

export function errorPage(message: string, appUrl: string): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
${alert(message)}
<p class="muted">The sign-in link may have expired or been used already. Start again from the app.</p>
<a class="button primary" href="${escapeHtml(appUrl)}/login">Back to sign in</a>`,
  );
}

/**
 * The provider's sign-out form, submitted by script so that the app's own sign-out (which names
 * the session's ID token) needs no click.
 */
export function logoutPage(form: string): string {
  return layout(
    'Signing out',
    `<h1>Signing out…</h1>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm" class="primary" id="logout-confirm">Sign out</button>`,
    ['/interaction-assets/logout.js'],
  );
}

/**
 * Sign-out asked for without proof that the app of this session asked (no valid id_token_hint):
 * any site can send a browser here, so nothing happens until the person presses the button. The
 * provider's form carries its anti-forgery secret; the POST without it is refused.
 */
export function confirmLogoutPage(form: string, appUrl: string): string {
  return layout(
    'Sign out?',
    `<h1>Sign out?</h1>
<p class="muted">Something asked to sign you out of ${PRODUCT_NAME}. Sign out only if you meant to.</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm" class="primary">Sign out</button>
<p class="switch"><a href="${escapeHtml(appUrl)}/">Stay signed in</a></p>`,
  );
}

export function signedOutPage(appUrl: string): string {
  return layout(
    'Signed out',
    `<h1>You are signed out</h1>
<a class="button primary" href="${escapeHtml(appUrl)}/login">Sign in again</a>`,
  );
}

export interface PasswordResetView {
  token: string;
  username: string;
  errors?: Record<string, string>;
}

/** The page of a one-time password-reset link an admin handed over. */
export function passwordResetPage(view: PasswordResetView): string {
  const errors = view.errors ?? {};
  return layout(
    'Set a new password',
    `<h1>Set a new password</h1>
<p class="muted">For the account <strong>${escapeHtml(view.username)}</strong>. This link works once.</p>
<form method="post" action="/password-reset" novalidate>
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<input type="text" name="username" value="${escapeHtml(view.username)}" autocomplete="username" hidden>
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT }, errors)}
${field({ name: 'confirm', label: 'New password again', type: 'password', autocomplete: 'new-password' }, errors)}
<button type="submit" class="primary">Set Password</button>
</form>`,
  );
}

export function passwordResetInvalidPage(appUrl: string): string {
  return layout(
    'Link not valid',
    `<h1>Link not valid</h1>
${alert('This password-reset link has expired or was used already.')}
<p class="muted">Ask an administrator of ${PRODUCT_NAME} for a new one.</p>
<a class="button primary" href="${escapeHtml(appUrl)}/login">Back to sign in</a>`,
  );
}

export function passwordResetDonePage(appUrl: string): string {
  return layout(
    'Password changed',
    `<h1>Password changed</h1>
<p class="muted">Sign in with your new password. Any other sign-in of this account has ended.</p>
<a class="button primary" href="${escapeHtml(appUrl)}/login">Sign in</a>`,
  );
}
