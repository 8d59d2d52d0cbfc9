/**
 * Starts Google Tag Manager as its container snippet does: the dataLayer gets `gtm.start` and the `gtm.js` event,
 * then `gtm.js?id=<id>` loads (with `&l=<name>` only for a dataLayer not named dataLayer). Consent Mode's defaults
 * must be on the dataLayer before this runs (the consent feature pushes them first). A bad id or a failed load is a
 * warning (spec section 8), never an error the applicant sees.
 */
import { logger } from '#shared/lib/logger.ts';
import { loadScript } from '../load-script.ts';
import type { TrackingConfig } from '../tracking-config.ts';
import { DEFAULT_DATA_LAYER } from './data-layer.ts';

export type TagManagerConfig = NonNullable<TrackingConfig['tagManager']>;

export const INVALID_GTM_ID = 'Invalid or missing Google Tag Manager ID.';
export const GTM_INIT_FAILED = 'Failed to initialize Google Tag Manager';
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** The container's script URL: `?id=<id>`, plus `&l=<name>` when the dataLayer has another name. */
export function tagManagerScriptUrl(
  scriptUrl: string,
  id: string,
  dataLayerName: string = DEFAULT_DATA_LAYER,
): string {
  const layer = dataLayerName === DEFAULT_DATA_LAYER ? '' : `&l=${encodeURIComponent(dataLayerName)}`;
  return `${scriptUrl}?id=${encodeURIComponent(id)}${layer}`;
}

/**
 * Resolves true once the container has loaded; false (with the spec's warning) when the id is not a GTM id, in which
 * case nothing is pushed or loaded, or when the script fails to load.
 */
export async function startTagManager(
  config: Pick<TagManagerConfig, 'id' | 'scriptUrl'>,
  win: object,
  { dataLayerName = DEFAULT_DATA_LAYER, load = loadScript } = {},
): Promise<boolean> {
  if (!GTM_ID_PATTERN.test(config.id ?? '')) {
    logger.warn(INVALID_GTM_ID);
    return false;
  }
  try {
    const existing: unknown = Reflect.get(win, dataLayerName);
    const layer: unknown[] = Array.isArray(existing) ? existing : [];
    Reflect.set(win, dataLayerName, layer);
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    await load(tagManagerScriptUrl(config.scriptUrl, config.id, dataLayerName));
    return true;
  } catch {
    logger.warn(GTM_INIT_FAILED);
    return false;
  }
}
