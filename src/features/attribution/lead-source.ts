/**
 * Where the lead came from (the lead's `leadSource`, spec section 3; issue 19 item 5; docs/adr/0018): `web` for the
 * page opened on its own, `embedded:<origin>` inside a frame of a page allowed to frame it (VITE_EMBED_PARENT_ORIGINS),
 * `embedded` inside any other frame (an origin not on the list is not trusted, nor named). Only an origin (scheme,
 * host, port) is ever sent: never a path or a query, which could carry the parent page's personal data.
 */
export const LEAD_SOURCE_WEB = 'web';
export const LEAD_SOURCE_EMBEDDED = 'embedded';
/** The lead contract's bound on leadSource: a longer origin is not named, so the lead is never refused for it. */
export const MAX_LEAD_SOURCE_LENGTH = 100;

/** What the browser says about the frame the app runs in. */
export interface FrameEnvironment {
  /** True when the page runs inside a frame. */
  embedded: boolean;
  /** The parent's origin as the browser reports it (location.ancestorOrigins, else the referrer), if any. */
  parentOrigin?: string | undefined;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function leadSourceOf(frame: FrameEnvironment, allowedParentOrigins: readonly string[]): string {
  if (!frame.embedded) return LEAD_SOURCE_WEB;
  const parent = originOf(frame.parentOrigin);
  const allowed = allowedParentOrigins.map(originOf);
  const named = `${LEAD_SOURCE_EMBEDDED}:${parent}`;
  return parent !== undefined && allowed.includes(parent) && named.length <= MAX_LEAD_SOURCE_LENGTH
    ? named
    : LEAD_SOURCE_EMBEDDED;
}

/** This window's frame: a cross-origin parent that blocks the check counts as a frame (as the shell's isEmbedded). */
export function browserFrameEnvironment(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): FrameEnvironment {
  // No window at all (a server, a worker): nothing frames the page.
  if (win === undefined) return { embedded: false };
  let embedded: boolean;
  try {
    embedded = win.self !== win.top;
  } catch {
    embedded = true;
  }
  if (!embedded) return { embedded };
  const ancestor = win.location.ancestorOrigins?.[0];
  return { embedded, parentOrigin: ancestor ?? (win.document.referrer || undefined) };
}
