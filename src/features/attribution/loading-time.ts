/**
 * The lead's loading time: the init time this session's first boot in this tab stored, and the deviceData builder
 * whose loading time runs from it to the call. Their own file because both read the one stored init time, and
 * nothing else in the boot does.
 */
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { DeviceData, DeviceEnvironment } from './device-data.ts';
import { buildDeviceData } from './device-data.ts';
import type { Session } from './session.ts';
import { stage } from './boot-fallbacks.ts';

const initAtSchema = lazySchema(() =>
  z
    .pipe(
      z.union([z.date(), z.string(), z.number()]),
      z.transform((value) => new Date(value)),
    )
    .check(z.refine((date) => !Number.isNaN(date.getTime()))),
);

/**
 * The init time is the first boot of this session in this tab, so the loading time spans reloads of the same
 * form; a new session (an expired one replaced, another sessionId) starts it again.
 */
export function settleInitAt(storage: SafeStorage, session: Session, now: Date): Date {
  return stage(
    'initAt',
    () => {
      const stored = storage.session.get(StorageKey.initAt);
      const parsed = z.safeParse(initAtSchema, stored);
      if (parsed.success && !session.isNew) return parsed.data;
      storage.session.set(StorageKey.initAt, now.toISOString());
      return now;
    },
    () => now,
  );
}

/** The lead's deviceData builder: the loading time runs from the stored init time (or the boot's) to the call. */
export function deviceDataBuilder(
  storage: SafeStorage,
  device: DeviceEnvironment,
  clock: () => Date,
  bootInitAt: Date,
): () => DeviceData {
  return () =>
    stage(
      'deviceData',
      () => {
        const stored = z.safeParse(initAtSchema, storage.session.get(StorageKey.initAt));
        return buildDeviceData({
          environment: device,
          now: clock(),
          initAt: stored.success ? stored.data : bootInitAt,
        });
      },
      () => ({
        timezoneOffset: 0,
        deviceMemory: 1,
        browserLanguage: '',
        screenResolution: '',
        loadingTime: 0,
      }),
    );
}
