/**
 * The contract's checks of a lead's answers (lead-body.ts reads every page through them before it is sent) run once on
 * sample text while the page is idle: a text check's pattern is compiled by its first run, which otherwise fell on the
 * applicant's first Next (about 17 ms of a Polish applicant's on a phone's 4x slower CPU: the names' Unicode
 * pattern). One group of data points and one sample at a time, so that a key pressed meanwhile waits for little;
 * once per page load: each form page asks for it, and a run done is not done again.
 */
import { DATA_POINT_NAMES } from '#contract/dynamic-form.ts';
import { leadDataSchema } from '#contract/lead-payload.ts';
import { PATTERN_WARM_UP_SUBJECTS } from '#shared/lib/validation/patterns.ts';
import { drainWhenIdle } from '#shared/lib/when-idle.ts';
import { toNestedPayload } from './lead-body.ts';

/** The dry runs, each the data points of one group answered with one sample; the results are dropped. */
function dryRuns(): (() => void)[] {
  const groups = new Map<string, string[]>();
  for (const name of DATA_POINT_NAMES) {
    const group = name.split('.')[0] ?? name;
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return [...groups.values()].flatMap((names) =>
    PATTERN_WARM_UP_SUBJECTS.map((subject) => () => {
      leadDataSchema.safeParse(toNestedPayload(Object.fromEntries(names.map((name) => [name, subject]))));
    }),
  );
}

/** The dry runs not run yet in this page load (built on the first call). */
let pending: (() => void)[] | undefined;

/**
 * Starts the dry runs not yet run, in the page's idle moments; returns the function that stops them (a form page that
 * goes before they end leaves the rest to the next one).
 */
export function warmUpLeadChecksWhenIdle(): () => void {
  pending ??= dryRuns();
  return drainWhenIdle(pending, 0);
}
