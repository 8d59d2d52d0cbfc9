/**
 * The security headers of one build, as a pure function of the cell's env (issue 18, item 2). The build writes
 * them as deployable files (build/headers-files.ts) and the project's static server serves what those files say,
 * so what the e2e suite checks is what is deployed.
 */

export interface SecurityHeadersInput {
  /** VITE_API_BASE: the only origin besides 'self' the app calls. */
  apiBase: string;
  /**
   * VITE_LOCALE_PATH: the translation files' template. A path is on the page's own origin; a URL names an origin the
   * app fetches its texts from (and the idle page preloads them from), so connect-src lists it.
   */
  localePath?: string;
  /** VITE_EMBED_PARENT_ORIGINS (comma-separated); empty = the app may not be framed. */
  embedParentOrigins: string;
  /** The cell's VITE_ tracking ids; only a non-empty id adds its origins. */
  trackers: Partial<Record<TrackerId, string>>;
  /** CSP hash sources ('sha256-...') of the inline scripts and styles of index.html. */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

type TrackerId =
  | 'VITE_GTM_ID'
  | 'VITE_GOOGLE_ADS_ID'
  | 'VITE_FACEBOOK_PIXEL_ID'
  | 'VITE_TIKTOK_PIXEL_ID'
  | 'VITE_CAPTCHA_SITE_KEY'
  | 'VITE_POSTHOG_HOST'
  | 'VITE_SENTRY_DSN'
  | TrackerScriptUrl;

type TrackerScriptUrl =
  | 'VITE_GTM_SCRIPT_URL'
  | 'VITE_FACEBOOK_PIXEL_SCRIPT_URL'
  | 'VITE_TIKTOK_PIXEL_SCRIPT_URL'
  | 'VITE_CAPTCHA_SCRIPT_URL';

type TrackerWithVendorOrigins = Exclude<
  TrackerId,
  'VITE_POSTHOG_HOST' | 'VITE_SENTRY_DSN' | TrackerScriptUrl
>;

/** Where each tracker sends its data once its id is set (their scripts load through 'strict-dynamic'). */
const TRACKER_ORIGINS: Record<TrackerWithVendorOrigins, string[]> = {
  VITE_GTM_ID: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  VITE_GOOGLE_ADS_ID: ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
  VITE_FACEBOOK_PIXEL_ID: ['https://connect.facebook.net', 'https://www.facebook.com'],
  VITE_TIKTOK_PIXEL_ID: ['https://analytics.tiktok.com'],
  VITE_CAPTCHA_SITE_KEY: ['https://www.google.com', 'https://www.gstatic.com'],
};

/** A tracker's script URL, when configured elsewhere than the vendor (a mirror, the e2e collector): its origin counts. */
const SCRIPT_URL_OF: Partial<Record<TrackerWithVendorOrigins, TrackerScriptUrl>> = {
  VITE_GTM_ID: 'VITE_GTM_SCRIPT_URL',
  VITE_FACEBOOK_PIXEL_ID: 'VITE_FACEBOOK_PIXEL_SCRIPT_URL',
  VITE_TIKTOK_PIXEL_ID: 'VITE_TIKTOK_PIXEL_SCRIPT_URL',
  VITE_CAPTCHA_SITE_KEY: 'VITE_CAPTCHA_SCRIPT_URL',
};

/** The inline bootstrap's Trusted Types policy, which only hands out the entry script's URL. */
export const TRUSTED_TYPES_POLICY = 'app-bootstrap';
/** The trackers' policy (src/features/tracking/load-script.ts): only the configured script URLs. */
export const TRACKER_SCRIPTS_POLICY = 'app-trackers';

/**
 * What the funnel never uses is denied, the camera included: the ID upload is a plain file input (no `capture`, no
 * getUserMedia), and the phone's own file chooser offers its camera app without any permission of the page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

function originOf(value: string): string {
  return new URL(value).origin;
}

function trackerOrigins(trackers: SecurityHeadersInput['trackers']): string[] {
  const origins: string[] = [];
  for (const [id, fixed] of Object.entries(TRACKER_ORIGINS)) {
    // Object.entries loses the key type; the keys are TRACKER_ORIGINS' own.
    const tracker = id as TrackerWithVendorOrigins;
    if (!trackers[tracker]) continue;
    origins.push(...fixed);
    const scriptUrl = SCRIPT_URL_OF[tracker];
    const configured = scriptUrl ? trackers[scriptUrl] : undefined;
    if (configured) origins.push(originOf(configured));
  }
  if (trackers.VITE_POSTHOG_HOST) origins.push(originOf(trackers.VITE_POSTHOG_HOST));
  if (trackers.VITE_SENTRY_DSN) origins.push(originOf(trackers.VITE_SENTRY_DSN));
  return origins;
}

export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(originOf);
}

export function contentSecurityPolicy(input: SecurityHeadersInput): string {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const parents = parseOrigins(input.embedParentOrigins);
  const trackers = trackerOrigins(input.trackers);
  const texts = input.localePath && /^https?:\/\//.test(input.localePath) ? [originOf(input.localePath)] : [];
  const connect = [...new Set(["'self'", originOf(input.apiBase), ...texts, ...trackers])];
  // Pixels and tags report through images (a 1x1 GIF per event) as well as fetch.
  const images = [...new Set(["'self'", 'data:', 'blob:', ...trackers])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Hashes with 'strict-dynamic': the hashed inline bootstrap loads the entry module, which loads the rest.
    // 'self' only counts in browsers without 'strict-dynamic' (CSP 2), where the hashes alone would block it.
    ['script-src', "'strict-dynamic'", ...quoted(input.scriptHashes), "'self'"],
    ['style-src', "'self'", ...quoted(input.styleHashes)],
    // data: for the small brand images Vite inlines, blob: for the ID upload's preview of a chosen photo.
    ['img-src', ...images],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // form-action stays open: a redirected applicant's form is posted to the partner the API names at run time.
    ['frame-ancestors', ...(parents.length > 0 ? parents : ["'none'"])],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY, ...(trackers.length > 0 ? [TRACKER_SCRIPTS_POLICY] : [])],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Also in index.html's first meta tags, for a host that sends no headers: it must hold before any request. */
export const REFERRER_POLICY = 'strict-origin';

/** Headers for every response of the build, HSTS excepted (headers-files.ts adds it where https is sure). */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  const framed = parseOrigins(input.embedParentOrigins).length > 0;
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    // X-Frame-Options cannot name origins: DENY when no parent may frame, absent when frame-ancestors names them.
    ...(framed ? {} : { 'X-Frame-Options': 'DENY' }),
    'X-Content-Type-Options': 'nosniff',
    // The origin only, even to the page's own host: a landing URL may carry the applicant's email, phone or name
    // (spec section 2's prefill), and a full Referer would put them in the static host's and the CDN's logs.
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const HSTS = 'max-age=63072000; includeSubDomains; preload';
