import { PRODUCT_NAME } from '@shared/domain';
import { escapeHtml } from '../../lib/html';

/** A plain page for the unsubscribe link: no sign-in, no script, readable in any mail client's browser. */
export function unsubscribePage(
  title: string,
  paragraphs: string[],
  form?: { action: string; label: string },
) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; line-height: 1.5; margin: 0; padding: 2rem 1rem; color: #111; background: #f8fafc; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border: 1px solid #e2e8f0; border-radius: 0.75rem; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  button { font: inherit; background: #1d4ed8; color: #fff; border: 0; border-radius: 0.375rem; padding: 0.5rem 1rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  a { color: #1d4ed8; }
  @media (prefers-color-scheme: dark) {
    body { background: #0f172a; color: #f1f5f9; }
    main { background: #1e293b; border-color: #334155; }
    a { color: #93c5fd; }
  }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${form ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>` : ''}
<p><a href="/settings">Notification settings</a> (after signing in)</p>
</main>
</body>
</html>`;
}
