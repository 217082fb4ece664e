// Starts the app after the first paint. index.html paints the splash from HTML and CSS alone, so
// the phone shows the brand at once instead of a blank page while ~100 KB of JavaScript arrives
// (the splash stays for 2 s anyway: docs/product.md § Splash). index.html's modulepreload links fetch
// the app's shared chunks meanwhile, without blocking that paint; this evaluates them, and then the
// entry, once the splash's entrance is over (docs/decisions/048-the-app-code-fetched-with-the-page.md).
// The module URLs are written into index.html at build time (scripts/static-splash.ts).
// The page draws no frame before this has run (blocking="render"): its first frame shows the splash
// in the visitor's language (docs/decisions/052-the-first-frame-is-the-whole-splash.md).
(function () {
  // The language the app will choose (web/src/i18n/active-locale.ts: the device's choice, else the
  // browser's), so the splash's tagline and <html lang> are right before the app's code arrives.
  var locale = 'en-CA';
  try {
    var stored = localStorage.getItem('maplerupee-locale');
    if (stored === 'en-CA' || stored === 'fr-CA' || stored === 'hi-IN') locale = stored;
    else {
      var wanted = (navigator.languages || [navigator.language]).map(function (tag) { return String(tag).slice(0, 2).toLowerCase(); });
      for (var i = 0; i < wanted.length; i++) {
        if (wanted[i] === 'en') break;
        if (wanted[i] === 'fr') { locale = 'fr-CA'; break; }
        if (wanted[i] === 'hi') { locale = 'hi-IN'; break; }
      }
    }
  } catch {
    // storage refused: the browser's language decides, in the app too
  }
  document.documentElement.lang = locale;
  var tagline = document.getElementById('splash-tagline');
  var translated = tagline && tagline.getAttribute('data-tagline-' + locale.toLowerCase());
  if (translated) tagline.textContent = translated;
  // Hindi screens are set in a Devanagari font as well: the splash lays out each of the first screens'
  // sizes and weights in it too, before its first paint, not in the screen's first layout
  // (docs/decisions/046-the-splash-warms-the-first-screens-fonts.md).
  if (locale === 'hi-IN') {
    document.querySelectorAll('#splash-fonts > span').forEach(function (span) { span.textContent = 'aक'; });
  }
  // The page's title and description, and the manifest a phone installs from, in that language too
  // (written beside the English by scripts/localized-head.ts).
  if (locale !== 'en-CA') {
    var suffix = locale.toLowerCase();
    var title = document.querySelector('title');
    if (title && title.getAttribute('data-title-' + suffix)) document.title = title.getAttribute('data-title-' + suffix);
    var description = document.querySelector('meta[name="description"]');
    if (description && description.getAttribute('data-description-' + suffix)) description.content = description.getAttribute('data-description-' + suffix);
    var manifest = document.querySelector('link[rel="manifest"]');
    if (manifest) manifest.href = '/manifest-' + locale + '.webmanifest';
  }

  // A link opened from a mail (any path but /) or a returning visit (a service worker already serves
  // the app: its code is on the phone) opens on its screen at once, with no splash (issue 34: a
  // mailed link took 3.2 s, 2 of them splash). Removed before the app looks for it (Splash.tsx).
  var deepLink = location.pathname !== '/';
  var returning = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  if (deepLink || returning) {
    var splash = document.getElementById('splash');
    if (splash) splash.remove();
  }

  // A mailed link to a transfer (/history/REFERENCE, or its receipt): the session, the transfer and
  // the details page's code and texts are asked for now, side by side with the app's first chunks,
  // instead of one after another as the app reaches each (issue 34: within 1.5 s on a mid-range
  // phone; docs/PERFORMANCE.md § A mailed link). The app takes the two answers
  // (web/src/lib/early-answers.ts); the modules wait in the browser's module map. The chunks' names
  // are written into the page at build time (scripts/transfer-link-preload.ts).
  var transferLink = /^\/history\/([A-Za-z0-9]{1,40})(?:\/receipt)?\/?$/.exec(location.pathname);
  if (transferLink) {
    var answers = {};
    ['/api/auth/me', '/api/transfers/' + transferLink[1].toUpperCase()].forEach(function (url) {
      var response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json', 'Accept-Language': locale } });
      // Handled by whoever takes it; never reported as unhandled if no one does.
      response.catch(function () {});
      answers[url] = { locale: locale, response: response };
    });
    window.mapleRupeeEarlyAnswers = answers;
    // The app's own chunks first: a browser opens a few connections per server, and what is asked
    // first is fetched first (the 77 KB startup chunk behind ~60 small ones came last).
    var links = document.createDocumentFragment();
    ['mr-preload', 'mr-entry', 'mr-transfer-link'].forEach(function (name) {
      document.querySelectorAll('meta[name="' + name + '"]').forEach(function (meta) {
        var forLocale = meta.getAttribute('data-locale');
        if (!forLocale || forLocale === locale) links.appendChild(modulePreload(meta.content));
      });
    });
    document.head.appendChild(links);
  }
  function modulePreload(url) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    return link;
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var chunks = [];
    document.querySelectorAll('meta[name="mr-preload"]').forEach(function (meta) {
      // index.html preloads them itself; app.html (a link, a returning visit) leaves it to this.
      if (!document.querySelector('link[rel="modulepreload"][href="' + meta.content + '"]')) document.head.appendChild(modulePreload(meta.content));
      chunks.push(meta.content);
    });
    // The shared chunks are evaluated one by one, each in a task of its own, then the entry: one
    // module graph is evaluated in one uninterruptible task, and all of it at once was the longest
    // task of the start. Their order does not matter for correctness (an import evaluates its own
    // dependencies first), only for how the work is cut.
    var next = 0;
    function evaluateNext() {
      if (next === chunks.length) return appendEntry();
      import(chunks[next++]).then(function () {
        setTimeout(evaluateNext, 0);
      }, appendEntry);
    }
    evaluateNext();
  }
  function appendEntry() {
    var entry = document.querySelector('meta[name="mr-entry"]');
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  }
  // After the splash's entrance animation: without a graphics processor (many phones' browsers
  // under load, and Lighthouse) every animated frame is drawn by the processor, and evaluating the
  // app beside it made each of its tasks longer (docs/decisions/028-splash-animation-before-the-app.md).
  // With reduced motion nothing animates, and the app starts after the first paint.
  requestAnimationFrame(function () {
    var animations = document.getAnimations ? document.getAnimations() : [];
    Promise.all(animations.map(function (animation) { return animation.finished; })).then(function () {
      setTimeout(start, 0);
    }, start);
  });
  // A tab opened in the background paints no frame until shown; start anyway.
  setTimeout(start, 1000);
})();
