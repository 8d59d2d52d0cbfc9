// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  headersFile,
  headersFor,
  nginxSnippet,
  NGINX_HSTS_VARIABLE,
  parseHeadersFile,
} from './headers-files.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from '#app/prerender/first-render.ts';
import { STALE_MARKUP_ATTRIBUTE } from '#app/prerender/stale-markup-guard.ts';
import { APPLICANT_INTENT_EVENTS, bootstrapScript, withBootstrap } from './app-start-policy.ts';
import { inlineHashes } from './security-headers-plugin.ts';
import { firstScreenTextsBlock } from '#shared/i18n/first-screen-texts.ts';
import {
  contentSecurityPolicy,
  HSTS,
  REFERRER_POLICY,
  securityHeaders,
  type SecurityHeadersInput,
} from './security-headers.ts';

const cell: SecurityHeadersInput = {
  apiBase: 'https://api.loans.invalid/v1',
  embedParentOrigins: '',
  trackers: { VITE_GTM_ID: '' },
  scriptHashes: ['sha256-abc='],
  styleHashes: ['sha256-def='],
};

describe('security headers of a cell (issue 18)', () => {
  it('builds a strict CSP: hashes with strict-dynamic, the API origin only, no framing, Trusted Types', () => {
    expect(contentSecurityPolicy(cell).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'strict-dynamic' 'sha256-abc=' 'self'",
      "style-src 'self' 'sha256-def='",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self' https://api.loans.invalid",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
      'trusted-types app-bootstrap',
    ]);
    expect(contentSecurityPolicy(cell)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('lets the configured parents frame the app, and drops X-Frame-Options, which cannot name them', () => {
    const framed = securityHeaders({
      ...cell,
      embedParentOrigins: 'https://partner.invalid, http://localhost:4390/',
    });
    expect(framed['Content-Security-Policy']).toContain(
      'frame-ancestors https://partner.invalid http://localhost:4390;',
    );
    expect(framed['X-Frame-Options']).toBeUndefined();
    expect(securityHeaders(cell)['X-Frame-Options']).toBe('DENY');
  });

  it.each([
    ['/locales/{lng}/{ns}.json', "connect-src 'self' https://api.loans.invalid;"],
    [
      'https://texts.loans.invalid/{lng}/{ns}.json',
      "connect-src 'self' https://api.loans.invalid https://texts.loans.invalid;",
    ],
  ])('lets the app fetch its texts from the locale path %s', (localePath, connect) => {
    expect(contentSecurityPolicy({ ...cell, localePath })).toContain(connect);
  });

  it('adds a tracker origin to connect-src only when its id is set', () => {
    const tracked = contentSecurityPolicy({
      ...cell,
      trackers: { VITE_GTM_ID: 'GTM-1', VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.invalid/2' },
    });
    expect(tracked).toContain(
      "connect-src 'self' https://api.loans.invalid https://www.googletagmanager.com https://www.google-analytics.com https://o1.ingest.sentry.invalid;",
    );
  });

  it("adds the origin of a configured script URL (a mirror, the e2e collector), and the trackers' Trusted Types policy", () => {
    const tracked = contentSecurityPolicy({
      ...cell,
      trackers: {
        VITE_FACEBOOK_PIXEL_ID: '123',
        VITE_FACEBOOK_PIXEL_SCRIPT_URL: 'http://127.0.0.1:4398/meta/fbevents.js',
        VITE_TIKTOK_PIXEL_SCRIPT_URL: 'http://unused.invalid/events.js',
      },
    });
    expect(tracked).toContain(
      "connect-src 'self' https://api.loans.invalid https://connect.facebook.net https://www.facebook.com http://127.0.0.1:4398;",
    );
    expect(tracked).toContain(
      "img-src 'self' data: blob: https://connect.facebook.net https://www.facebook.com http://127.0.0.1:4398;",
    );
    expect(tracked).not.toContain('unused.invalid');
    expect(tracked).toContain('trusted-types app-bootstrap app-trackers');
    expect(contentSecurityPolicy(cell)).toMatch(/trusted-types app-bootstrap$/);
  });

  it('sends nosniff, the referrer policy and a permissions policy that denies the camera too', () => {
    const headers = securityHeaders(cell);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin');
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/);
  });

  it('writes _headers with HSTS, the nginx snippet with HSTS on https only, and reads _headers back as written', () => {
    const headers = securityHeaders(cell);
    const file = headersFile('/application-frontend/', headers);
    const read = headersFor(parseHeadersFile(file), '/application-frontend/assets/index-1.js');
    expect(read).toEqual({
      ...headers,
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8}/),
    });
    expect(headersFor(parseHeadersFile(file), '/elsewhere/')).toEqual({});
    const nginx = nginxSnippet(headers);
    // Headers only: what is served and how long it is cached are deploy/nginx/loan-app.locations.conf's.
    expect(nginx).not.toMatch(/^\s*location/m);
    expect(nginx).toContain(
      `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
    );
    expect(nginx).toContain(`add_header Strict-Transport-Security ${NGINX_HSTS_VARIABLE} always;`);
    // deploy/nginx/loan-app.conf maps that variable to this build's HSTS on https.
    const site = readFileSync(resolve(import.meta.dirname, '../deploy/nginx/loan-app.conf'), 'utf8');
    expect(site).toContain(`map $https ${NGINX_HSTS_VARIABLE} {`);
    expect(site).toContain(`on "${HSTS}";`);
  });
});

describe('the referrer policy in index.html', () => {
  it('is the first thing after the charset, before any request, and the same as the header', () => {
    const head = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
    const metas = [...head.matchAll(/<meta [^>]*>/g)].map(([tag]) => tag);
    expect(metas[1]).toBe(`<meta name="referrer" content="${REFERRER_POLICY}" />`);
    expect(head.indexOf(metas[1] ?? '')).toBeLessThan(head.search(/<(script|link|style)\b/));
  });
});

describe('index.html under the policy', () => {
  const html = [
    '<head><style id="t">:root{}</style>',
    '<script type="module" crossorigin src="/b/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/b/assets/react-1.js">',
    '</head>',
  ].join('\n');

  it('loads the entry and its preloads from one hashed inline bootstrap, with no parser-inserted script', () => {
    const result = withBootstrap(html);
    expect(result).not.toMatch(/<script[^>]*\ssrc=|modulepreload" /);
    expect(result).toContain('"/b/assets/index-1.js"');
    expect(result).toContain('["/b/assets/react-1.js"]');
    const hashes = inlineHashes(result);
    expect(hashes.scriptHashes).toHaveLength(1);
    expect(hashes.styleHashes).toEqual([`sha256-${createHash('sha256').update(':root{}').digest('base64')}`]);
  });

  it("moves the texts the app's start fetches into the bootstrap, which preloads them with the modules", () => {
    const withTexts = html.replace(
      '</head>',
      '<link rel="preload" as="fetch" crossorigin href="/b/locales/mx/fields.json">\n</head>',
    );
    const result = withBootstrap(withTexts);
    expect(result).not.toContain('<link rel="preload"');
    expect(result).toContain('"texts":["/b/locales/mx/fields.json"]');
    expect(withBootstrap(html)).not.toContain('"texts"');
  });

  /** A PerformanceObserver stub: the page's code registers it, the test reports paints to it. */
  function paintObserver(supportedEntryTypes: string[], observeThrows = false) {
    const reporters: ((names: string[]) => void)[] = [];
    class Observer {
      static supportedEntryTypes = supportedEntryTypes;
      private connected = true;
      constructor(
        callback: (list: { getEntriesByName(name: string): string[] }, observer: Observer) => void,
      ) {
        reporters.push((names) => {
          if (this.connected) callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
        });
      }
      observe() {
        if (observeThrows) throw new TypeError('type and buffered are not supported');
      }
      disconnect() {
        this.connected = false;
      }
    }
    return { Observer, paint: (...names: string[]) => reporters.forEach((report) => report(names)) };
  }

  /** An element the bootstrap makes: a link or a script, with the handlers it sets. */
  type AppendedNode = Partial<Record<'rel' | 'as' | 'type' | 'href' | 'src' | 'fetchPriority', string>> &
    Partial<Record<'onload' | 'onerror', () => void>>;

  /** Runs the bootstrap against a document stub: what it appends to the head, and when. */
  function runBootstrap(
    readyState: string,
    visibilityState: string,
    supportedEntryTypes = ['paint'],
    observeThrows = false,
    /** What the page is: no prerendered step (the default), a first visit's step, or a step the head's guard marked. */
    page: 'not prerendered' | 'first visit' | 'marked stale' = 'not prerendered',
    /** A browser with requestIdleCallback: its callbacks are queued in `idle` for the test to run. */
    withIdleCallbacks = false,
  ) {
    const appended: string[] = [];
    const nodes: AppendedNode[] = [];
    const frames: (() => void)[] = [];
    const idle: ((deadline: { timeRemaining: () => number }) => void)[] = [];
    /** The fake clock's timers, by when they are due (ms since the bootstrap ran). */
    const tasks: { callback: () => void; due: number }[] = [];
    let now = 0;
    const listeners: Record<string, (() => void) | undefined> = {};
    const attributes = (names: string[]) => ({ hasAttribute: (name: string) => names.includes(name) });
    const document = {
      readyState,
      visibilityState,
      // Every listener of a type is called (the page and the arrival both listen for the page being hidden).
      addEventListener: (type: string, listener: () => void) => {
        const earlier = listeners[type];
        listeners[type] = earlier
          ? () => {
              earlier();
              listener();
            }
          : listener;
      },
      removeEventListener: (type: string, listener: () => void) => {
        if (listeners[type] === listener) listeners[type] = undefined;
      },
      getElementById: (id: string) =>
        id === 'root' && page !== 'not prerendered' ? attributes([PRERENDERED_PATH_ATTRIBUTE]) : null,
      documentElement: attributes(page === 'marked stale' ? [STALE_MARKUP_ATTRIBUTE] : []),
      hide() {
        this.visibilityState = 'hidden';
        listeners.visibilitychange?.();
      },
      createElement: (): AppendedNode => ({}),
      head: {
        appendChild: (node: AppendedNode) => {
          nodes.push(node);
          appended.push(
            `${node.rel ?? node.type}${node.as ? ` as ${node.as}` : ''} ${node.href ?? node.src}${node.fetchPriority ? ` ${node.fetchPriority}` : ''}`,
          );
        },
      },
    };
    const { Observer, paint } = paintObserver(supportedEntryTypes, observeThrows);
    const script = bootstrapScript(
      {
        entry: '/b/assets/index-1.js',
        preloads: ['/b/assets/react-1.js'],
        texts: ['/b/locales/mx/fields.json'],
      },
      { entry: '/b/assets/arrival-1.js', preloads: ['/b/assets/boot-1.js'] },
    );
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', script)(
      {
        PerformanceObserver: Observer,
        ...(withIdleCallbacks && {
          requestIdleCallback: (callback: (typeof idle)[number]) => idle.push(callback),
        }),
      },
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, delay: number) => tasks.push({ callback, due: now + delay }),
    );
    /** Moves the clock on by `ms`, running each timer that falls due, in order (and those they set meanwhile). */
    const runTasks = (ms: number) => {
      const until = now + ms;
      for (;;) {
        tasks.sort((a, b) => a.due - b.due);
        const next = tasks[0];
        if (!next || next.due > until) break;
        tasks.shift();
        now = next.due;
        next.callback();
      }
      now = until;
    };
    /** Runs the first idle callback queued, with `msLeft` of its idle period left. */
    const runIdle = (msLeft: number) => idle.shift()?.({ timeRemaining: () => msLeft });
    /** The browser's end of a script it was given: its load event (it ran) or error event. */
    const scriptDone = (src: string, event: 'onload' | 'onerror' = 'onload') =>
      nodes.find((node) => node.src === src)?.[event]?.();
    return {
      appended,
      frames,
      runTasks,
      runIdle,
      idle,
      listeners,
      paint,
      scriptDone,
      hide: () => document.hide(),
    };
  }

  const STARTED = [
    'modulepreload /b/assets/react-1.js',
    'preload as fetch /b/locales/mx/fields.json',
    'module /b/assets/index-1.js',
  ];
  /** The app started after its code and texts were fetched while idle: each file is asked for once. */
  const STARTED_AFTER_PREFETCH = ['module /b/assets/index-1.js'];
  /** The landing's record on arrival (src/arrival.ts), run on a first visit after its paint (issue 27). */
  const ARRIVAL_ENTRY = '/b/assets/arrival-1.js';
  const ARRIVED = ['modulepreload /b/assets/boot-1.js', `module ${ARRIVAL_ENTRY}`];
  /** The app's code and its start's texts fetched at low priority once the page is idle, and not run. */
  const PREFETCHED = [
    'modulepreload /b/assets/index-1.js low',
    'modulepreload /b/assets/react-1.js low',
    'preload as fetch /b/locales/mx/fields.json low',
  ];

  it('runs no script before the browser reports the parsed document painted, then starts once', () => {
    const run = runBootstrap('loading', 'visible');
    expect(run.appended).toEqual([]);
    run.listeners.DOMContentLoaded?.();
    run.paint('first-paint');
    run.runTasks(0);
    expect(run.appended).toEqual([]);
    run.paint('first-contentful-paint');
    expect(run.appended).toEqual([]);
    run.runTasks(0);
    expect(run.appended).toEqual(STARTED);
    run.paint('first-contentful-paint');
    run.runTasks(5000);
    expect(run.appended).toEqual(STARTED);
  });

  it('starts after 2 s when no paint is reported (a frame out of sight)', () => {
    const run = runBootstrap('interactive', 'visible');
    run.runTasks(1999);
    expect(run.appended).toEqual([]);
    run.runTasks(2000);
    expect(run.appended).toEqual(STARTED);
  });

  it('waits for a frame where the browser has no paint timing', () => {
    const run = runBootstrap('interactive', 'visible', []);
    expect(run.appended).toEqual([]);
    run.frames.splice(0).forEach((frame) => frame());
    run.runTasks(0);
    expect(run.appended).toEqual(STARTED);
  });

  it('starts after 2 s without paint timing when no frame comes (a frame out of sight)', () => {
    const run = runBootstrap('interactive', 'visible', []);
    run.runTasks(1999);
    expect(run.appended).toEqual([]);
    run.runTasks(2000);
    expect(run.appended).toEqual(STARTED);
  });

  it('waits for a frame where setting up paint timing throws, and starts after 2 s at the latest', () => {
    const framed = runBootstrap('interactive', 'visible', ['paint'], true);
    framed.frames.splice(0).forEach((frame) => frame());
    framed.runTasks(0);
    expect(framed.appended).toEqual(STARTED);

    const frameless = runBootstrap('interactive', 'visible', ['paint'], true);
    frameless.runTasks(2000);
    expect(frameless.appended).toEqual(STARTED);
  });

  it('starts when the page is hidden while it waits', () => {
    const run = runBootstrap('interactive', 'visible');
    expect(run.appended).toEqual([]);
    run.hide();
    expect(run.appended).toEqual(STARTED);
  });

  it('starts at once in a hidden document, which paints nothing', () => {
    expect(runBootstrap('interactive', 'hidden').appended).toEqual(STARTED);
  });

  describe('on a first visit to the prerendered step (docs/adr/0023)', () => {
    const firstVisit = () => runBootstrap('interactive', 'visible', ['paint'], false, 'first visit');

    it('records the landing after the paint, fetches the app once idle without running it, runs it at the first touch', () => {
      const run = firstVisit();
      run.runTasks(0);
      expect(run.appended).toEqual([]);
      run.paint('first-contentful-paint');
      run.runTasks(0);
      expect(run.appended).toEqual(ARRIVED);
      // The landing's files have the link to themselves until its entry has run.
      run.runTasks(60_000);
      run.frames.forEach((frame) => frame());
      expect(run.appended).toEqual(ARRIVED);
      run.scriptDone(ARRIVAL_ENTRY);
      run.runTasks(60_000);
      run.frames.forEach((frame) => frame());
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED]);
      run.listeners.pointerdown?.();
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED, ...STARTED_AFTER_PREFETCH]);
    });

    it('asks for the app while idle a few files a time, one at least per callback, and the rest at the touch', () => {
      const run = runBootstrap('interactive', 'visible', ['paint'], false, 'first visit', true);
      run.paint('first-contentful-paint');
      run.runTasks(0);
      expect(run.appended).toEqual(ARRIVED);
      expect(run.idle).toEqual([]);
      run.scriptDone(ARRIVAL_ENTRY);
      run.runIdle(0);
      expect(run.appended).toEqual([...ARRIVED, PREFETCHED[0]]);
      run.runIdle(0);
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED.slice(0, 2)]);
      expect(run.idle).toHaveLength(1);
      run.listeners.pointerdown?.();
      expect(run.appended).toEqual([
        ...ARRIVED,
        ...PREFETCHED.slice(0, 2),
        'preload as fetch /b/locales/mx/fields.json',
        'module /b/assets/index-1.js',
      ]);
      run.runIdle(50);
      expect(run.appended).toHaveLength(ARRIVED.length + 4);
    });

    it('asks for the app a second after the arrival where the browser has no idle callbacks (Safari)', () => {
      const run = firstVisit();
      run.paint('first-contentful-paint');
      run.runTasks(0);
      run.scriptDone(ARRIVAL_ENTRY);
      run.runTasks(999);
      expect(run.appended).toEqual(ARRIVED);
      run.runTasks(1);
      // Each batch has 50 ms, as an idle period would: the stub's files take none of it.
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED]);
    });

    it('asks for as many files as an idle period has room for', () => {
      const run = runBootstrap('interactive', 'visible', ['paint'], false, 'first visit', true);
      run.paint('first-contentful-paint');
      run.runTasks(0);
      run.scriptDone(ARRIVAL_ENTRY);
      run.runIdle(40);
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED]);
      expect(run.idle).toEqual([]);
    });

    it("fetches the app while idle also when the landing's entry failed to load", () => {
      const run = firstVisit();
      run.paint('first-contentful-paint');
      run.runTasks(0);
      run.scriptDone(ARRIVAL_ENTRY, 'onerror');
      run.runTasks(60_000);
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED]);
    });

    it('records the landing at the paint, before the rest of the document is parsed, and only once', () => {
      const run = runBootstrap('loading', 'visible', ['paint'], false, 'first visit');
      run.paint('first-contentful-paint');
      run.runTasks(0);
      expect(run.appended).toEqual(ARRIVED);
      expect(run.listeners.pointerdown).toBeUndefined();
      run.listeners.DOMContentLoaded?.();
      run.paint('first-contentful-paint');
      run.runTasks(5000);
      expect(run.appended).toEqual(ARRIVED);
      run.listeners.pointerdown?.();
      expect(run.appended).toEqual([...ARRIVED, ...STARTED]);
    });

    it('records the landing after 2 s when no paint is reported, and only once', () => {
      // Idle callbacks held, so that only the timers run here.
      const run = runBootstrap('interactive', 'visible', ['paint'], false, 'first visit', true);
      run.runTasks(1999);
      expect(run.appended).toEqual([]);
      run.runTasks(2000);
      expect(run.appended).toEqual(ARRIVED);
      run.paint('first-contentful-paint');
      run.runTasks(0);
      expect(run.appended).toEqual(ARRIVED);
    });

    it('prefetches nothing once the applicant has started the app', () => {
      const run = firstVisit();
      run.paint('first-contentful-paint');
      run.runTasks(0);
      run.listeners.keydown?.();
      run.runTasks(60_000);
      expect(run.appended).toEqual([...ARRIVED, ...STARTED]);
    });

    it.each(APPLICANT_INTENT_EVENTS)('starts on %s, once, and stops listening', (type) => {
      const run = firstVisit();
      run.listeners[type]?.();
      expect(run.appended).toEqual(STARTED);
      expect(APPLICANT_INTENT_EVENTS.filter((other) => run.listeners[other])).toEqual([]);
      run.listeners.visibilitychange?.();
      expect(run.appended).toEqual(STARTED);
    });

    it('starts when the page is hidden (a tab put away), or at once when it opens hidden', () => {
      // Hidden before its paint: the landing's entry (a hidden page paints nothing) and the app, at once.
      const run = firstVisit();
      run.hide();
      expect(run.appended).toEqual([...ARRIVED, ...STARTED]);
      expect(runBootstrap('interactive', 'hidden', ['paint'], false, 'first visit').appended).toEqual([
        ...ARRIVED,
        ...STARTED,
      ]);
    });

    it('waits for the document to be parsed before it looks at the page', () => {
      const run = runBootstrap('loading', 'visible', ['paint'], false, 'first visit');
      expect(run.listeners.pointerdown).toBeUndefined();
      run.listeners.DOMContentLoaded?.();
      run.paint('first-contentful-paint');
      run.runTasks(0);
      run.scriptDone(ARRIVAL_ENTRY);
      run.runTasks(5000);
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED]);
      run.listeners.keydown?.();
      expect(run.appended).toEqual([...ARRIVED, ...PREFETCHED, ...STARTED_AFTER_PREFETCH]);
    });
  });

  it('starts a step the head marked stale (a visit drawn afresh) after the paint, as any other page', () => {
    const run = runBootstrap('interactive', 'visible', ['paint'], false, 'marked stale');
    expect(run.listeners.pointerdown).toBeUndefined();
    run.paint('first-contentful-paint');
    run.runTasks(0);
    expect(run.appended).toEqual(STARTED);
  });

  it('hashes no JSON data block (the first screen texts): the browser never runs one', () => {
    const withTexts = html.replace('</head>', `${firstScreenTextsBlock({ common: { a: 'b' } })}\n</head>`);
    expect(inlineHashes(withBootstrap(withTexts))).toEqual(inlineHashes(withBootstrap(html)));
  });
});
