/**
 * In a frame the page reports its content height to the parent (spec sections 1, 7, 9): a FORM_HEIGHT message,
 * only when the height moved by more than 10 px since the last report, debounced 100 ms, and always posted to an
 * explicit origin, never '*'.
 */
export const FORM_HEIGHT = 'FORM_HEIGHT';
export const HEIGHT_THRESHOLD_PX = 10;
export const HEIGHT_DEBOUNCE_MS = 100;

export interface FormHeightMessage {
  type: typeof FORM_HEIGHT;
  height: number;
}

export function createHeightReporter(post: (message: FormHeightMessage) => void) {
  let lastReported: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    observe(height: number) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const rounded = Math.ceil(height);
        if (lastReported !== null && Math.abs(rounded - lastReported) <= HEIGHT_THRESHOLD_PX) return;
        lastReported = rounded;
        post({ type: FORM_HEIGHT, height: rounded });
      }, HEIGHT_DEBOUNCE_MS);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

/**
 * The origin to post to: the parent's origin (from the referrer) when it is allowed. With no configured list every
 * parent that framed us may hear our height (it is not personal data); with a list, only those parents.
 */
export function parentTargetOrigin(referrer: string, allowedOrigins: readonly string[]): string | null {
  let origin: string;
  try {
    origin = new URL(referrer).origin;
  } catch {
    return null;
  }
  if (origin === 'null') return null;
  if (allowedOrigins.length > 0 && !allowedOrigins.includes(origin)) return null;
  return origin;
}
