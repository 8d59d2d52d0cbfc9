/**
 * The TikTok pixel. The stub is the vendor's base code: `ttq` is an array that queues `[method, ...args]` until
 * events.js loads and replays it, and `ttq.load(id)` records the pixel (`_i`, `_t`, `_o`) and fetches
 * `<script url>?sdkid=<id>&lib=ttq`. Identify gets hashed values only; each event carries its `event_id`.
 */
import { logger } from '#shared/lib/logger.ts';
import { loadScript } from '../load-script.ts';
import type { TrackingConfig } from '../tracking-config.ts';
import type { HashedIdentity } from '../identity/identity.ts';
import { createPixelSender, type PixelAdapter, type ScriptLoader } from './pixel-adapter.ts';

export type TiktokPixelConfig = NonNullable<TrackingConfig['tiktokPixel']>;

/** Spec section 8's console warning, word for word. */
export const TIKTOK_EVENT_NAME_REQUIRED = 'TikTok Pixel event name is required.';

/** The global's name; the SDK finds its queue through `window.TiktokAnalyticsObject`. */
const GLOBAL = 'ttq';
/** The methods the vendor's base code queues before the SDK is there. */
export const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;
type TtqMethod = (typeof TTQ_METHODS)[number];
type Deferred = (...args: unknown[]) => void;
type Instance = unknown[] & { _u?: string };

/** The shape of the vendor's `ttq`: an array of queued calls with the methods that queue them. */
export type Ttq = unknown[] &
  Record<TtqMethod, Deferred> & {
    methods: readonly string[];
    setAndDefer(target: unknown[], method: string): void;
    load(id: string, options?: Record<string, unknown>): void;
    instance(id: string): unknown[];
    _i: Record<string, Instance>;
    _t: Record<string, number>;
    _o: Record<string, Record<string, unknown>>;
  };
export interface TiktokPixelHost {
  ttq?: Ttq;
  TiktokAnalyticsObject?: string;
}

const defer =
  (target: unknown[], method: string): Deferred =>
  (...args) => {
    target.push([method, ...args]);
  };
const deferAll = (target: unknown[]) =>
  // fromEntries types its keys as string; they are exactly TTQ_METHODS.
  Object.fromEntries(TTQ_METHODS.map((method) => [method, defer(target, method)])) as Record<
    TtqMethod,
    Deferred
  >;

/**
 * Installs the vendor's queue stub, unless a `ttq` is there already. Its `load(id)` keeps the vendor's bookkeeping
 * and hands the SDK's URL (`scriptUrl?sdkid=<id>&lib=ttq`) to `loadSdk`.
 */
export function installTtqStub(
  host: TiktokPixelHost,
  scriptUrl: string,
  loadSdk: (url: string) => void,
): Ttq {
  if (host.ttq) return host.ttq;
  const queue: unknown[] = [];
  const instances: Record<string, Instance> = {};
  const loadedAt: Record<string, number> = {};
  const loadOptions: Record<string, Record<string, unknown>> = {};
  const ttq: Ttq = Object.assign(queue, deferAll(queue), {
    methods: TTQ_METHODS,
    _i: instances,
    _t: loadedAt,
    _o: loadOptions,
    setAndDefer(target: unknown[], method: string): void {
      Reflect.set(target, method, defer(target, method));
    },
    instance(id: string): unknown[] {
      const target = instances[id] ?? [];
      return Object.assign(target, deferAll(target));
    },
    load(id: string, options: Record<string, unknown> = {}): void {
      instances[id] = Object.assign([], { _u: scriptUrl });
      loadedAt[id] = Date.now();
      loadOptions[id] = options;
      loadSdk(`${scriptUrl}?sdkid=${encodeURIComponent(id)}&lib=${GLOBAL}`);
    },
  });
  host.TiktokAnalyticsObject = GLOBAL;
  host.ttq = ttq;
  return ttq;
}

/** TikTok's identify keys, with the hashes that are known. */
function identifyData(identity: HashedIdentity): Record<string, string> {
  const data: Record<string, string> = {};
  if (identity.email) data.email = identity.email;
  if (identity.phone) data.phone_number = identity.phone;
  if (identity.externalId) data.external_id = identity.externalId;
  return data;
}

export function createTiktokPixel({
  config,
  win,
  load = loadScript,
}: {
  config: TiktokPixelConfig;
  /** The page's window (or a test's object): the vendor's globals live on it. */
  win: object;
  load?: ScriptLoader;
}): PixelAdapter {
  const sender = createPixelSender('tiktok');
  // ttq and TiktokAnalyticsObject are the vendor's globals, absent from lib.dom's Window: TiktokPixelHost is their shape.
  const ttq = installTtqStub(win as TiktokPixelHost, config.scriptUrl, (url) =>
    sender.watch(() => load(url)),
  );
  try {
    ttq.load(config.id);
  } catch (error) {
    sender.watch(() => Promise.reject(error));
  }

  const track = (event: string, eventId: string) => {
    if (!event.trim()) {
      logger.warn(TIKTOK_EVENT_NAME_REQUIRED);
      return;
    }
    sender.send(event, () => ttq.track(event, {}, { event_id: eventId }));
  };
  return {
    pixel: 'tiktok',
    identify(identity) {
      const data = identifyData(identity);
      if (Object.keys(data).length > 0) sender.send('identify', () => ttq.identify(data));
    },
    track: (event, { eventId }) => track(event, eventId),
    // TikTok has no separate call for a custom event: a name it does not know is one.
    trackCustom: (event, { eventId }) => track(event, eventId),
  };
}
