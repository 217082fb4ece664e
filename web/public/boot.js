// Starts the app after the first paint. index.html paints the splash from HTML and CSS alone; the
// app's modules are fetched only then, so the phone shows the brand at once instead of a blank
// page while ~100 KB of JavaScript arrives (the splash stays for 2 s anyway: docs/product.md § Splash). The
// module URLs are written into index.html at build time (scripts/static-splash.ts).
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('meta[name="mr-preload"]').forEach(function (meta) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = meta.content;
      document.head.appendChild(link);
    });
    var entry = document.querySelector('meta[name="mr-entry"]');
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background paints no frame until shown; start anyway.
  setTimeout(start, 1000);
})();
