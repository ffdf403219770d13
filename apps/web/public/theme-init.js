/* global window, document */
// Applies the stored theme before first paint so dark mode does not flash light.
// A separate file rather than an inline script, so a strict Content-Security-Policy allows it.
(function () {
  var stored;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
