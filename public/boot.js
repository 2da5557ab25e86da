// What must happen before the app's modules run. A classic script, so it runs first; a file, as the
// Content-Security-Policy allows only same-origin scripts, no inline ones.
(function () {
  // Zod without its `new Function` probe, which the policy forbids and the browser reports as a
  // violation even when caught: zod reads this object when its first module loads.
  globalThis.__zod_globalConfig = { jitless: true };
  // The stored theme, before first paint.
  try {
    var theme = localStorage.getItem('ospo-events-theme') || 'dark';
    var dark =
      theme === 'dark' ||
      (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    document.documentElement.classList.add('dark');
  }
})();
