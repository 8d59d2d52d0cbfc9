/**
 * The page's second entry (issue 27, item 2): run after the first paint of a first visit, before and without the
 * app, so that a visit which never touches the page still records its landing (spec section 4: the affiliate
 * reference, the session, the click ids, the UTM touches). The bootstrap in index.html loads it
 * (build/app-start-policy.ts); the app, started later, reads the same result (app/arrival-attribution.ts).
 */
import '#shared/config/zod-jitless.ts';
import { attributionOnce } from '#app/arrival-attribution.ts';

attributionOnce({ url: window.location.href, cookies: document.cookie });
