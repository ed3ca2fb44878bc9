/* global document, requestAnimationFrame */
/**
 * Starts the web app after the server-rendered page has painted (issue 29). index.html loads this
 * small classic script (`defer`) in place of the app's entry module; the build writes it as
 * `assets/load-app-<hash>.js` (src/build/appAfterPaint.ts, which also rewrites index.html). It
 * finds on the page:
 * - its own `data-app`: the entry module (the app, about 150 kB gzipped);
 * - `<meta name="module-after-paint" content="/assets/…js">`: chunks to preload with it (the
 *   entry's static imports, and the page's own chunks that the server render lists), asked for a
 *   few per task after the entry.
 *
 * A server-rendered page needs none of them to paint: on a slow phone network they only competed
 * with the page's own HTML and style sheets, and Lighthouse's mobile simulation counts every
 * script that had arrived before the page's largest paint as part of that paint (LCP 2.4-3.3 s
 * against an FCP of 1.1-1.3 s; bench/results/lighthouse-trace.md). So they are asked for once the
 * page has painted its text and its first screen's image (the images the server marked
 * `fetchpriority="high"`). A page without server markup (the client shell of a member's page, no
 * `#ssr-state`), or one in a hidden tab (no paint to wait for), starts at once.
 */
(function () {
  'use strict';
  var self = document.currentScript;
  var started = false;

  /**
   * How many preloads are asked for in one task. Each costs the main thread about a millisecond
   * while Chromium starts its fetch: the login page lists 46, and asking for all of them at once
   * was one task of 35-88 ms on a fast machine (140-350 ms at Lighthouse's 4x CPU slowdown); four
   * at a time, every task but the first stays under 12.5 ms, Lighthouse's 50 ms at 4x (issue 29).
   */
  var PRELOADS_PER_TASK = 4;

  function start() {
    if (started) return;
    started = true;
    // A browser without module preloads (Safari before 17) gets a plain script preload, as Vite's
    // own preload helper does for the chunks of later imports.
    var relList = document.createElement('link').relList;
    var modulePreload = Boolean(relList && relList.supports && relList.supports('modulepreload'));
    var metas = document.querySelectorAll('meta[name="module-after-paint"]');
    function preload(meta) {
      var link = document.createElement('link');
      link.rel = modulePreload ? 'modulepreload' : 'preload';
      if (!modulePreload) link.as = 'script';
      link.crossOrigin = '';
      link.href = meta.content;
      document.head.appendChild(link);
    }
    function preloadFrom(index) {
      var end = Math.min(index + PRELOADS_PER_TASK, metas.length);
      for (var i = index; i < end; i++) preload(metas[i]);
      if (end < metas.length) {
        setTimeout(function () {
          preloadFrom(end);
        }, 0);
      }
    }
    // The entry first: it is the largest file, and the module loader asks for its own imports
    // when it has it, by which time the preloads (a few milliseconds of tasks) have all been asked for.
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = self.getAttribute('data-app');
    document.head.appendChild(app);
    preloadFrom(0);
  }

  // After the next two frames: the paint of what just arrived has then been presented.
  function afterNextFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }

  // The first screen's image (the largest paint of a page of profile cards), once it has loaded.
  function afterFirstImages() {
    var pending = Array.prototype.filter.call(
      document.querySelectorAll('img[fetchpriority="high"]'),
      function (img) {
        // A lazy image out of view would never load: only eager ones are waited for.
        return !img.complete && img.loading !== 'lazy';
      },
    );
    var left = pending.length;
    if (left === 0) return afterNextFrames();
    pending.forEach(function (img) {
      var done = function () {
        left -= 1;
        if (left === 0) afterNextFrames();
      };
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    });
  }

  var canObservePaint =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!document.getElementById('ssr-state') || document.visibilityState === 'hidden') {
    start();
    return;
  }
  if (!canObservePaint) {
    // The browser cannot say when it painted: after the next frames, which follow the paint.
    afterNextFrames();
    return;
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterFirstImages();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
