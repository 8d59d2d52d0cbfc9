/**
 * The Meta (Facebook) pixel. The stub is the vendor's base code as a function: `fbq` queues its calls until
 * fbevents.js loads and replays them (it sets `callMethod`), so events sent before the script is there are not lost.
 * Advanced matching gets hashed values only (em, ph, external_id); each event carries its event id (`eventID`) so a
 * server-side copy is deduplicated.
 */
import { loadScript } from '../load-script.ts';
import type { TrackingConfig } from '../tracking-config.ts';
import type { HashedIdentity } from '../identity/identity.ts';
import { argumentsObject } from '../vendor-arguments.ts';
import { createPixelSender, type PixelAdapter, type ScriptLoader } from './pixel-adapter.ts';

export type MetaPixelConfig = NonNullable<TrackingConfig['metaPixel']>;

/** The shape of the vendor's `fbq` (its base code): a function with a queue until the script takes over. */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}
export interface MetaPixelHost {
  fbq?: Fbq;
  _fbq?: Fbq;
}

/** Installs the vendor's queue stub on the window, unless an `fbq` is there already; returns the window's fbq. */
export function installFbqStub(host: MetaPixelHost): Fbq {
  if (host.fbq) return host.fbq;
  function fbq(...args: unknown[]): void {
    // A method call, so the vendor's callMethod runs with `this` = fbq as in its base code.
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(argumentsObject(...args));
  }
  // The slot fbevents.js fills when it takes over the queue; typed here, empty until then.
  fbq.callMethod = undefined as Fbq['callMethod'];
  // An empty array literal would be any[]: the queue holds the vendor's queued calls, read by its script only.
  fbq.queue = [] as unknown[];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  host.fbq = fbq;
  host._fbq ??= fbq;
  return fbq;
}

/** Advanced matching: the hashes that are known, under Meta's keys. */
function userData(identity: HashedIdentity): Record<string, string> {
  const data: Record<string, string> = {};
  if (identity.email) data.em = identity.email;
  if (identity.phone) data.ph = identity.phone;
  if (identity.externalId) data.external_id = identity.externalId;
  return data;
}

export function createMetaPixel({
  config,
  win,
  load = loadScript,
}: {
  config: MetaPixelConfig;
  /** The page's window (or a test's object): the vendor's globals live on it. */
  win: object;
  load?: ScriptLoader;
}): PixelAdapter {
  // fbq and _fbq are the vendor's globals, absent from lib.dom's Window: MetaPixelHost is their shape.
  const fbq = installFbqStub(win as MetaPixelHost);
  const sender = createPixelSender('meta');
  sender.watch(() => load(config.scriptUrl));
  let initialised = false;
  // An event needs an initialised pixel; identify (re)initialises it with the applicant's hashes.
  const ensureInitialised = () => {
    if (!initialised) fbq('init', config.id);
    initialised = true;
  };

  return {
    pixel: 'meta',
    identify(identity) {
      sender.send('identify', () => {
        const data = userData(identity);
        if (Object.keys(data).length === 0) ensureInitialised();
        else fbq('init', config.id, data);
        initialised = true;
      });
    },
    track(event, { eventId }) {
      sender.send(event, () => {
        ensureInitialised();
        fbq('track', event, {}, { eventID: eventId });
      });
    },
    trackCustom(event, { eventId }) {
      sender.send(event, () => {
        ensureInitialised();
        fbq('trackSingleCustom', config.id, event, {}, { eventID: eventId });
      });
    },
  };
}
