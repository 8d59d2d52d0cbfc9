/**
 * Loads a third party's script (pixel, tag manager, captcha) under the app's Trusted Types policy. The page enforces
 * `require-trusted-types-for 'script'` (build/security-headers.ts), so a script URL needs a policy: this one, named
 * TRACKER_SCRIPTS_POLICY, hands out only URLs whose origin and path were configured for this build, and nothing else.
 * A load that fails or is blocked rejects; callers log it (spec section 8) and go on without the tracker.
 */
/** The same name as build/security-headers.ts's TRACKER_SCRIPTS_POLICY, which the CSP allows. */
export const TRACKER_SCRIPTS_POLICY = 'app-trackers';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let allowedUrls = new Set<string>();
let policy: ScriptUrlPolicy | undefined;

/** The configured script URLs (query strings aside): the policy refuses any other. Called once at start. */
export function allowTrackerScripts(urls: readonly string[]): void {
  allowedUrls = new Set(urls.map(withoutQuery));
}

function withoutQuery(url: string): string {
  const parsed = new URL(url, window.location.href);
  return `${parsed.origin}${parsed.pathname}`;
}

function trustedScriptUrl(url: string): unknown {
  // Trusted Types are not in lib.dom's types yet; the shape used is the two calls above.
  const factory = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  policy ??= factory.createPolicy(TRACKER_SCRIPTS_POLICY, {
    createScriptURL(candidate) {
      if (!allowedUrls.has(withoutQuery(candidate)))
        throw new TypeError('Script URL not configured for trackers');
      return candidate;
    },
  });
  return policy.createScriptURL(url);
}

/** Appends `<script async src=url>`; resolves when it has run, rejects when it fails or is blocked. */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Script failed to load: ${withoutQuery(url)}`)));
    try {
      // A TrustedScriptURL is accepted where lib.dom types `src` as a string.
      script.src = trustedScriptUrl(url) as string;
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    doc.head.append(script);
  });
}
