import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';

/** Session-storage key of the UI colours a partner page may set (spec section 3, in-memory keys). */
export const UI_COLORS_KEY = 'uiColors';

const uiColorsSchema = lazySchema(() => z.record(z.string(), z.string()));

/** Reads the stored UI colours; anything missing, unreadable or malformed counts as none. */
export function readStoredUiColors(
  storage: Pick<Storage, 'getItem'> | undefined,
): Record<string, string> | null {
  try {
    const raw = storage?.getItem(UI_COLORS_KEY);
    if (!raw) return null;
    const parsed = uiColorsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
