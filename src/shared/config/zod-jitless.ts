/**
 * zod compiles object parsers with `Function(...)` when eval is allowed, and finds out by calling it: under the
 * Content-Security-Policy (no 'unsafe-eval') and Trusted Types that probe is a reported violation. Imported
 * first by main.tsx, before any schema parses; jitless parsing is the same validation without the probe.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });
