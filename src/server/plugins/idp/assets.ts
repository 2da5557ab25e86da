/** Stylesheet and scripts of the provider's pages, served from our origin (no web fonts, no CDN). */

export const IDP_CSS = `
:root{color-scheme:light;--bg:#f8fafc;--card:#ffffff;--fg:#0f172a;--muted:#475569;--border:#e2e8f0;--primary:#4f46e5;--primary-fg:#ffffff;--link:#4338ca;--danger:#b91c1c;--danger-bg:#fef2f2;--ring:#6366f1}
.dark{color-scheme:dark;--bg:#020617;--card:#0f172a;--fg:#f1f5f9;--muted:#94a3b8;--border:#1e293b;--primary:#4f46e5;--primary-fg:#ffffff;--link:#a5b4fc;--danger:#fca5a5;--danger-bg:#450a0a;--ring:#818cf8}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif}
.card{width:100%;max-width:24rem;background:var(--card);border:1px solid var(--border);border-radius:0.75rem;padding:2rem;box-shadow:0 10px 30px rgb(0 0 0 / .15)}
.brand{display:inline-block;font-weight:700;color:var(--link);text-decoration:none;margin-bottom:1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.muted{color:var(--muted);margin:0 0 1.25rem}
.field{display:flex;flex-direction:column;gap:.35rem;margin-bottom:1rem}
label{font-weight:600;font-size:.9rem}
input{font:inherit;padding:.6rem .75rem;border-radius:.5rem;border:1px solid var(--border);background:var(--bg);color:var(--fg)}
input:focus{outline:2px solid var(--ring);outline-offset:1px}
input[aria-invalid=true]{border-color:var(--danger)}
.field-error{color:var(--danger);font-size:.85rem;margin:0}
.field-hint{color:var(--muted);font-size:.85rem;margin:0}
.alert{background:var(--danger-bg);color:var(--danger);border-radius:.5rem;padding:.6rem .75rem;margin:0 0 1rem}
button,.button{display:inline-block;width:100%;text-align:center;font:inherit;font-weight:600;padding:.65rem 1rem;border-radius:.5rem;border:0;cursor:pointer;text-decoration:none}
.primary{background:var(--primary);color:var(--primary-fg)}
.primary:hover{filter:brightness(1.1)}
.switch{margin:1rem 0 0;text-align:center;color:var(--muted);font-size:.9rem}
a{color:var(--link)}
`;

/** Applies the theme the app stored (same origin, same key), before first paint. */
export const THEME_JS = `(function(){try{var t=localStorage.getItem('ospo-events-theme')||'dark';var d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

export const LOGOUT_JS = `document.addEventListener('DOMContentLoaded',function(){var b=document.getElementById('logout-confirm');if(b)b.click();});`;
