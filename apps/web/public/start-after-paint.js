/* global document, window, requestAnimationFrame */
// A signed-in page the server drew (apps/server/src/web/static-routes.ts) is readable from its HTML alone:
// its code, which only makes it answer taps, is fetched once the page has painted, so the styles and the
// images on screen have the connection to themselves until then. The server lists the files on this tag.
(function () {
  var tag = document.currentScript;
  // The browser's offer to install the app can come before the app's code has run: kept for it, as the
  // app keeps it (apps/web/src/features/pwa/lib/install-event.ts reads it from here).
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__tagwiseInstallOffer = { event: event, at: Date.now() };
  });
  var started = false;
  var list = function (name) {
    return (tag.dataset[name] || '').split(' ').filter(Boolean);
  };
  var nextTask = function () {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  };
  function start() {
    if (started) return;
    started = true;
    // Everything downloads at once...
    list('first')
      .concat(list('preload'))
      .forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    // ...and runs in steps: the entry's libraries one by one, each in a task of its own (a phone's main
    // thread is free between them to answer a tap or scroll), then the entry, which finds them run.
    var steps = Promise.resolve();
    list('first').forEach(function (href) {
      steps = steps
        .then(function () {
          return import(href);
        })
        .then(nextTask);
    });
    steps
      .catch(function () {
        // The entry loads them again itself, and says so if they cannot be had.
      })
      .then(function () {
        var script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = tag.dataset.entry;
        document.head.appendChild(script);
      });
  }
  // Once the browser reports the first paint (it reports the frame as shown, which a frame callback comes
  // before); a tab in the background paints nothing, and starts at once.
  var paint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') start();
  else if (paint && paint.indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    // Never held for long, whatever the browser reports.
    setTimeout(start, 3000);
  } else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
