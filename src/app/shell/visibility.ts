/** Rules for the header and footer (spec section 2, "Shell behaviour"). */

/** True when the page runs inside a frame; a cross-origin parent that blocks the check counts as a frame. */
export function isEmbedded(win: { readonly self: unknown; readonly top: unknown } = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

export function isContinuePath(pathname: string): boolean {
  return pathname.toLowerCase().includes('continue');
}

export type ChromeVisibility = 'shown' | 'faded' | 'absent';

/**
 * Embedded pages have no header and footer at all; on continue paths, or when a partner has set UI
 * colours, they stay in the layout but fade out.
 */
export function chromeVisibility(input: {
  embedded: boolean;
  pathname: string;
  uiColors: Readonly<Record<string, string>> | null;
}): ChromeVisibility {
  if (input.embedded) return 'absent';
  const hasUiColors = input.uiColors !== null && Object.keys(input.uiColors).length > 0;
  if (isContinuePath(input.pathname) || hasUiColors) return 'faded';
  return 'shown';
}
