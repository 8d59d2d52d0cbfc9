/**
 * The lead's deviceData (spec section 3): timezone offset; device memory, rounded, default 1; browser
 * language; screen resolution as "W x H"; loading time (ms) since the stored init time.
 */
import { MAX_LOADING_TIME_MS } from '#contract/limits.ts';

export interface DeviceEnvironment {
  /** Minutes, as Date.prototype.getTimezoneOffset reports them. */
  timezoneOffset: (at: Date) => number;
  /** navigator.deviceMemory in GiB; absent in most browsers. */
  deviceMemory?: number;
  language?: string;
  screen?: { width: number; height: number };
}

export interface DeviceData {
  timezoneOffset: number;
  deviceMemory: number;
  browserLanguage: string;
  screenResolution: string;
  loadingTime: number;
}

export const DEFAULT_DEVICE_MEMORY = 1;

export function roundedDeviceMemory(memory: unknown): number {
  return typeof memory === 'number' && Number.isFinite(memory) && memory > 0
    ? Math.round(memory)
    : DEFAULT_DEVICE_MEMORY;
}

export function screenResolution(screen: DeviceEnvironment['screen']): string {
  return screen ? `${screen.width} x ${screen.height}` : '';
}

export function buildDeviceData(input: {
  environment: DeviceEnvironment;
  now: Date;
  initAt: Date | undefined;
}): DeviceData {
  const { environment, now, initAt } = input;
  return {
    timezoneOffset: environment.timezoneOffset(now),
    deviceMemory: roundedDeviceMemory(environment.deviceMemory),
    browserLanguage: environment.language ?? '',
    screenResolution: screenResolution(environment.screen),
    // A clock that moved backwards (or an init time from the future) is not a negative loading time, and a tab left
    // open for weeks must not get its lead refused: the time is held to the contract's day.
    loadingTime: initAt ? Math.min(MAX_LOADING_TIME_MS, Math.max(0, now.getTime() - initAt.getTime())) : 0,
  };
}

/** What this browser reports; every read is guarded, a missing API gives the default. */
export function browserDeviceEnvironment(): DeviceEnvironment {
  const nav: (Navigator & { deviceMemory?: number }) | undefined =
    typeof navigator === 'undefined' ? undefined : navigator;
  const screenInfo = typeof screen === 'undefined' ? undefined : screen;
  return {
    timezoneOffset: (at) => at.getTimezoneOffset(),
    deviceMemory: nav?.deviceMemory,
    language: nav?.language,
    screen: screenInfo ? { width: screenInfo.width, height: screenInfo.height } : undefined,
  };
}
