/**
 * The page's second entry (issue 27, item 2): run after the first paint of a first visit, before and without the
 * app, so that a visit which never touches the page still records its landing (spec section 4: the affiliate
 * reference, the session, the click ids, the UTM touches). The bootstrap in index.html loads it
 * (build/app-start-policy.ts); the app, started later, reads the same result (app/arrival-attribution.ts).
 */
import '#shared/config/zod-jitless.ts';
import { attributionOnce } from '#app/arrival-attribution.ts';

// The address and cookies as the page arrived; the record in a task of its own after the modules' evaluation, so
// that neither is one long task on a phone's CPU (docs/performance.md, "Page speed"). An app started in between
// records the landing itself: attributionOnce settles it once, whichever comes first.
const arrival = { url: window.location.href, cookies: document.cookie };
setTimeout(() => attributionOnce(arrival), 0);
