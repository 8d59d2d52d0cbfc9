/**
 * Where a main thread's time went in a Chrome trace (the JSON `browser.stopTracing()` returns): each complete event's
 * own time (its duration less its children's), summed by name, on the renderer's main thread, from a moment on. A
 * press's frames are style, layout, paint and script; a CPU profile shows the script alone and files the rest under
 * "(program)" (scripts/profile-first-step.ts --trace).
 */
import { z } from 'zod';

const traceEventSchema = z.object({
  name: z.string(),
  ph: z.string(),
  ts: z.number(),
  dur: z.number().optional(),
  pid: z.number(),
  tid: z.number(),
  args: z.object({ name: z.string().optional() }).optional(),
});
export type TraceEvent = z.infer<typeof traceEventSchema>;

/** The events of a trace file's JSON that have the fields read here; others (clock syncs, samples) are left out. */
export function traceEventsOf(json: unknown): TraceEvent[] {
  const file = z.object({ traceEvents: z.array(z.unknown()) }).parse(json);
  return file.traceEvents.flatMap((event) => {
    const parsed = traceEventSchema.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The renderer main threads' ids (`pid:tid`), named by the trace's metadata events. */
function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
}

/** Own milliseconds by event name on the renderer main threads, for events starting at or after `fromUs`. */
export function ownTimeByName(events: readonly TraceEvent[], fromUs = 0): Map<string, number> {
  const threads = rendererMainThreads(events);
  const complete = events
    .filter(
      (event) => event.ph === 'X' && event.dur !== undefined && threads.has(`${event.pid}:${event.tid}`),
    )
    .filter((event) => event.ts >= fromUs)
    // Parents first: the earlier start, and the longer of two that start together.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  // The events still open, per thread: two renderers' events interleave in time.
  const openByThread = new Map<string, { name: string; end: number }[]>();
  for (const event of complete) {
    const thread = `${event.pid}:${event.tid}`;
    const open = openByThread.get(thread) ?? [];
    openByThread.set(thread, open);
    while ((open[open.length - 1]?.end ?? Number.POSITIVE_INFINITY) <= event.ts) open.pop();
    const parent = open[open.length - 1];
    const ms = (event.dur ?? 0) / 1000;
    if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - ms);
    totals.set(event.name, (totals.get(event.name) ?? 0) + ms);
    open.push({ name: event.name, end: event.ts + (event.dur ?? 0) });
  }
  return totals;
}
