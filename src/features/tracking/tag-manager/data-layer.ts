/**
 * The tag manager's dataLayer: the array on window that the tag manager (and gtag commands) read. Its warnings are
 * spec section 8's, word for word; they go through the app logger, which writes them to the console as they are.
 */
import { logger } from '#shared/lib/logger.ts';

export const DEFAULT_DATA_LAYER = 'dataLayer';
export const DATA_LAYER_MISSING = 'dataLayer is not available on window.';

/** The window's dataLayer under `name`, or undefined when there is no array there. */
export function dataLayerOf(win: object, name: string = DEFAULT_DATA_LAYER): unknown[] | undefined {
  const layer: unknown = Reflect.get(win, name);
  return Array.isArray(layer) ? layer : undefined;
}

/** Pushes a message (`{ event: 'lead', ... }`); warns and sends nothing when the window has no dataLayer. */
export function pushEvent(win: object, payload: Record<string, unknown>): boolean {
  const layer = dataLayerOf(win);
  if (!layer) {
    logger.warn(DATA_LAYER_MISSING);
    return false;
  }
  layer.push(payload);
  return true;
}
