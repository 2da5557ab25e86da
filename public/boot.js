// Applies the stored theme before first paint (CSP allows only same-origin scripts, no inline ones).
(function () {
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
