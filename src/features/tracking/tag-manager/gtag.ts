/**
 * gtag commands on the dataLayer (Consent Mode, Google Ads conversions), as gtag.js's own
 * `function gtag(){dataLayer.push(arguments);}` makes them: the tag manager runs an entry as a command only when it is
 * an Arguments object (../vendor-arguments.ts), so this pushes one, never an array.
 */
import { logger } from '#shared/lib/logger.ts';
import { argumentsObject } from '../vendor-arguments.ts';
import { DATA_LAYER_MISSING, dataLayerOf } from './data-layer.ts';

export type GtagCommand =
  | [command: 'consent', action: 'default' | 'update', settings: Record<string, unknown>]
  | [command: 'event', name: string, params?: Record<string, unknown>]
  | [command: 'config' | 'set', ...args: unknown[]]
  | [command: 'js', date: Date];

/** Pushes one gtag command; warns and sends nothing when the window has no dataLayer. */
export function gtagCommand(win: object, ...command: GtagCommand): boolean {
  const layer = dataLayerOf(win);
  if (!layer) {
    logger.warn(DATA_LAYER_MISSING);
    return false;
  }
  layer.push(argumentsObject(...command));
  return true;
}

export const MISSING_SEND_TO = 'Missing send_to parameter for conversion event.';

export interface Conversion {
  /** "AW-123456789/label": the Google Ads conversion the event counts for. */
  send_to: string;
  value?: number;
  currency?: string;
  /** Lets Google Ads count a conversion once when it is sent twice. */
  transaction_id?: string;
}

/** Sends a Google Ads conversion (`gtag('event', 'conversion', {...})`); warns and sends nothing without send_to. */
export function trackConversion(win: object, conversion: Conversion): boolean {
  if (!conversion.send_to?.trim()) {
    logger.warn(MISSING_SEND_TO);
    return false;
  }
  const params: Record<string, unknown> = { send_to: conversion.send_to };
  if (conversion.value !== undefined) params.value = conversion.value;
  if (conversion.currency) params.currency = conversion.currency;
  if (conversion.transaction_id) params.transaction_id = conversion.transaction_id;
  return gtagCommand(win, 'event', 'conversion', params);
}
