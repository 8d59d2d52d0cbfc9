/**
 * When the app starts, as the page's inline bootstrap decides it (issue 16, issue 27, docs/adr/0023): a first visit to
 * the prerendered step paints from its HTML, records the landing with its own small entry, fetches the app's code
 * while idle without running it, and starts the app at the applicant's first intent (or when the page is hidden);
 * any other visit starts it after the first paint. The bootstrap is also the only way scripts are added, so it is
 * the Trusted Types policy too. build/security-headers-plugin.ts puts it in index.html and hashes it into the CSP.
 */
import type { Rolldown } from 'vite';
import { TRUSTED_TYPES_POLICY } from './security-headers.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from '#app/prerender/first-render.ts';
import { STALE_MARKUP_ATTRIBUTE } from '#app/prerender/stale-markup-guard.ts';

/**
 * What the applicant does that starts the app on a first visit (issue 16, docs/adr/0023): a touch or a press
 * (pointerdown, touchstart, also a touch that scrolls), a key, focus moving into the page, a mouse moving over it or
 * its wheel, a scroll, and any value put in a field however it got there (a select chosen without a pointer, the
 * browser's autofill).
 */
export const APPLICANT_INTENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'mousemove',
  'wheel',
  'scroll',
  'input',
  'change',
] as const;

/** The entry of the landing's record on arrival (src/arrival.ts, vite.config.ts's second input; issue 27). */
export const ARRIVAL_ENTRY_NAME = 'arrival';

/**
 * A script the bootstrap may load: its URL and the modules it imports, preloaded beside it; `texts`, files its start
 * fetches (the startup translation namespaces), preloaded with them so the start finds them in the page's cache.
 */
export interface BootstrapScript {
  entry: string;
  preloads: readonly string[];
  texts?: readonly string[];
}

export function bootstrapScript(app: BootstrapScript, arrival?: BootstrapScript): string {
  return [
    '(function () {',
    `  var app = ${JSON.stringify(app)};`,
    `  var arrival = ${JSON.stringify(arrival ?? null)};`,
    '  var allowed = arrival ? [app.entry, arrival.entry] : [app.entry];',
    '  var types = window.trustedTypes;',
    `  var policy = types && types.createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICY)}, {`,
    '    createScriptURL: function (url) {',
    "      if (allowed.indexOf(url) < 0) throw new TypeError('Only the entry scripts may be loaded this way');",
    '      return url;',
    '    },',
    '  });',
    // modulepreload fetches and compiles a module without running it. A low priority leaves the link to what the
    // page itself asks for.
    // A file the app fetches itself (`as` fetch, matched by its fetch() of the same URL) is preloaded the same way.
    '  var preloaded = {};',
    '  function preload(hrefs, low, as) {',
    '    hrefs.forEach(function (href) {',
    '      if (preloaded[href]) return;',
    '      preloaded[href] = true;',
    "      var link = document.createElement('link');",
    "      link.rel = as ? 'preload' : 'modulepreload';",
    '      if (as) link.as = as;',
    "      link.crossOrigin = '';",
    "      if (low) link.fetchPriority = 'low';",
    '      link.href = href;',
    '      document.head.appendChild(link);',
    '    });',
    '  }',
    // `then`: called once the entry has run (a module script's load event comes after its evaluation), or failed.
    '  function run(script, then) {',
    '    preload(script.preloads, false);',
    "    preload(script.texts || [], false, 'fetch');",
    "    var element = document.createElement('script');",
    "    element.type = 'module';",
    "    element.crossOrigin = '';",
    '    if (then) element.onload = element.onerror = then;',
    '    element.src = policy ? policy.createScriptURL(script.entry) : script.entry;',
    '    document.head.appendChild(element);',
    '  }',
    '  var started = false;',
    '  function startOnce() {',
    '    if (started) return;',
    '    started = true;',
    '    run(app);',
    '  }',
    // The document paints first (the prerendered step is in it), then its scripts are fetched: they never delay
    // that paint nor share the link with it. Once parsed, the page waits for the browser to report its first
    // contentful paint (paint timing reports it once the frame is on screen), then a task. Without paint timing, or
    // where setting it up fails: a frame, then a task. A hidden document paints nothing, so it goes on at once (and
    // so does one hidden while it waits); whatever happens, 2 s is the longest wait (a frame out of sight may run no
    // frame callbacks).
    '  function afterFirstPaint(callback) {',
    '    var done = false;',
    '    function once() {',
    '      if (done) return;',
    '      done = true;',
    '      callback();',
    '    }',
    '    function afterNextFrame() {',
    '      requestAnimationFrame(function () { setTimeout(once, 0); });',
    '    }',
    '    setTimeout(once, 2000);',
    "    if (document.visibilityState === 'hidden') return once();",
    "    document.addEventListener('visibilitychange', function () {",
    "      if (document.visibilityState === 'hidden') once();",
    '    });',
    '    var Observer = window.PerformanceObserver;',
    "    if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) return afterNextFrame();",
    '    try {',
    '      new Observer(function (list, observer) {',
    "        if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
    '        observer.disconnect();',
    '        setTimeout(once, 0);',
    "      }).observe({ type: 'paint', buffered: true });",
    '    } catch (error) {',
    '      afterNextFrame();',
    '    }',
    '  }',
    // A first visit after its paint (issue 27): the landing is recorded at once by its own small entry, and once the
    // page is idle the app's code and the texts its start reads are fetched, not run, so the first touch waits for
    // no network.
    // Each link asked for costs the main thread 3 to 16 ms at a phone's speed (CPU 4x): the app's 15 or so files in one
    // callback made a task of 50-106 ms after the paint. They are asked for a few at a time, while more than 20 ms of
    // the idle period is left (one at least per callback: a callback the timeout fired has no time left), and no more
    // once the app starts (it asks for the rest at once, at full priority).
    // Without idle callbacks (Safari, every browser on iOS): a second after the arrival, then 50 ms between batches,
    // each given 50 ms as an idle period would be.
    '  function whenIdle(callback, again) {',
    '    if (window.requestIdleCallback) return window.requestIdleCallback(callback, { timeout: 3000 });',
    '    setTimeout(function () {',
    '      var end = Date.now() + 50;',
    '      callback({',
    '        timeRemaining: function () {',
    '          return Math.max(0, end - Date.now());',
    '        },',
    '      });',
    '    }, again ? 50 : 1000);',
    '  }',
    '  function prefetchWhileIdle(files) {',
    '    whenIdle(function next(deadline) {',
    '      if (started) return;',
    '      do {',
    '        var file = files.shift();',
    '        preload([file.href], true, file.as);',
    '      } while (files.length > 0 && deadline.timeRemaining() > 20);',
    '      if (files.length > 0) whenIdle(next, true);',
    '    });',
    '  }',
    // The app's files are asked for once the arrival entry has run: on the phone's link, files fetched together share
    // it whatever their priority, and the app's 120 kB made the landing's 25 kB arrive 0.4-0.8 s later.
    '  var arrivalRecorded = false;',
    '  function recordArrivalOnce() {',
    '    if (arrivalRecorded) return;',
    '    arrivalRecorded = true;',
    '    var files = [app.entry].concat(app.preloads).map(function (href) {',
    '      return { href: href };',
    '    });',
    '    (app.texts || []).forEach(function (href) {',
    "      files.push({ href: href, as: 'fetch' });",
    '    });',
    '    function prefetch() {',
    '      prefetchWhileIdle(files);',
    '    }',
    '    if (arrival && !started) run(arrival, prefetch);',
    '    else prefetch();',
    '  }',
    // A first visit to the prerendered step (docs/adr/0023): the step works from its HTML alone (fields typed into,
    // Next held by the head's guard), so the app is started when the applicant starts on it, or when the page is
    // hidden (a tab put away). Any other visit (marked by the stale-markup guard, or a build without the
    // prerendered step) starts after the first paint as above.
    '  function waitForApplicant() {',
    "    if (document.visibilityState === 'hidden') return startOnce();",
    `    var events = ${JSON.stringify(APPLICANT_INTENT_EVENTS)};`,
    '    function onIntent() {',
    '      events.forEach(function (type) {',
    '        document.removeEventListener(type, onIntent, true);',
    '      });',
    '      startOnce();',
    '    }',
    '    events.forEach(function (type) {',
    '      document.addEventListener(type, onIntent, { capture: true, passive: true });',
    '    });',
    "    document.addEventListener('visibilitychange', function () {",
    "      if (document.visibilityState === 'hidden') onIntent();",
    '    });',
    '    afterFirstPaint(recordArrivalOnce);',
    '  }',
    '  function isFirstVisit() {',
    "    var root = document.getElementById('root');",
    '    return (',
    `      !!root && root.hasAttribute(${JSON.stringify(PRERENDERED_PATH_ATTRIBUTE)}) &&`,
    `      !document.documentElement.hasAttribute(${JSON.stringify(STALE_MARKUP_ATTRIBUTE)})`,
    '    );',
    '  }',
    // A phone goes on parsing and laying out the rest of the document for a while after its first paint (0.3-0.5 s at
    // CPU 4x): a first visit records its landing as soon as the page has painted with the step's root in it, not
    // after the parse. (Its files asked for before the paint, from the head, delayed that paint in Lighthouse's model
    // of the phone: LCP 1.6x the script-free page's, docs/performance.md.)
    '  if (arrival) {',
    '    afterFirstPaint(function () {',
    '      if (isFirstVisit()) recordArrivalOnce();',
    '    });',
    '  }',
    '  function whenReady() {',
    '    if (isFirstVisit()) waitForApplicant();',
    '    else afterFirstPaint(startOnce);',
    '  }',
    "  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenReady);",
    '  else whenReady();',
    '})();',
  ].join('\n');
}

/**
 * Replaces the entry and its preloads (the modules, and the files its start fetches: `<link rel="preload" as="fetch">`)
 * with the bootstrap; index.html without an entry is left as it is. `arrival`:
 * the landing's own entry (src/arrival.ts), which a first visit runs after its paint.
 */
export function withBootstrap(html: string, arrival?: BootstrapScript): string {
  const entry = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry?.[1]) return html;
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)];
  const texts = [...html.matchAll(/\s*<link rel="preload" as="fetch"[^>]*\shref="([^"]+)"[^>]*>/g)];
  let result = html.replace(entry[0], '');
  for (const preload of [...preloads, ...texts]) result = result.replace(preload[0], '');
  const app = {
    entry: entry[1],
    preloads: preloads.map((match) => match[1] ?? ''),
    ...(texts.length > 0 && { texts: texts.map((match) => match[1] ?? '') }),
  };
  const script = `<script>${bootstrapScript(app, arrival)}</script>`;
  return result.replace('</head>', `  ${script}\n  </head>`);
}

/** The arrival entry of a client bundle, under the base path, with the chunks it imports statically. */
export function arrivalScript(bundle: Rolldown.OutputBundle, base: string): BootstrapScript | undefined {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const arrival = chunks.find((chunk) => chunk.isEntry && chunk.name === ARRIVAL_ENTRY_NAME);
  if (!arrival) return undefined;
  const imported = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const file of chunk.imports) {
      if (imported.has(file)) continue;
      imported.add(file);
      visit(file);
    }
  };
  visit(arrival.fileName);
  const url = (file: string) => `${base}${file}`;
  return { entry: url(arrival.fileName), preloads: [...imported].map(url) };
}
