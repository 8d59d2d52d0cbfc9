// @vitest-environment happy-dom
import type { DeviceEnvironment } from './device-data.ts';
import { browserDeviceEnvironment, buildDeviceData, roundedDeviceMemory } from './device-data.ts';
import { DAY, T0, at } from './test-support.ts';

const environment: DeviceEnvironment = {
  timezoneOffset: () => 360,
  deviceMemory: 7.6,
  language: 'es-MX',
  screen: { width: 390, height: 844 },
};

describe('spec 3: deviceData device memory, rounded, default 1', () => {
  it.each([
    [8, 8],
    [0.5, 1],
    [3.4, 3],
    [undefined, 1],
    [Number.NaN, 1],
    [-2, 1],
    ['4', 1],
  ])('%s -> %s', (memory, expected) => {
    expect(roundedDeviceMemory(memory)).toBe(expected);
  });
});

describe('spec 3: deviceData timezone offset, browser language, screen resolution "W x H", loading time since the stored init time', () => {
  it.each([
    ['init 2.5 s before', at(-2500), 2500],
    ['no init time', undefined, 0],
    ['init time in the future', at(1000), 0],
    // A tab left open for weeks: held to the contract's day, so the lead is never refused for it.
    ['init three weeks before', at(-21 * DAY), DAY],
  ])('%s', (_name, initAt, loadingTime) => {
    expect(buildDeviceData({ environment, now: T0, initAt })).toEqual({
      timezoneOffset: 360,
      deviceMemory: 8,
      browserLanguage: 'es-MX',
      screenResolution: '390 x 844',
      loadingTime,
    });
  });

  it('the timezone offset is taken at the given instant', () => {
    const seen: Date[] = [];
    buildDeviceData({
      environment: { timezoneOffset: (date) => (seen.push(date), 0) },
      now: T0,
      initAt: undefined,
    });
    expect(seen).toEqual([T0]);
  });

  it('reads this browser', () => {
    const env = browserDeviceEnvironment();
    expect(env.language).toBe(navigator.language);
    expect(env.timezoneOffset(T0)).toBe(T0.getTimezoneOffset());
    expect(env.screen).toEqual({ width: screen.width, height: screen.height });
  });
});
