import { ownTimeByName, type TraceEvent } from './trace-summary.ts';

const main = { pid: 1, tid: 7 };
const threadName = (tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid: 1,
  tid,
  args: { name },
});
const span = (name: string, ts: number, dur: number, at = main): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...at,
});

describe('ownTimeByName', () => {
  it.each([
    {
      what: 'a task with a script and a layout inside: each keeps its own time',
      events: [span('RunTask', 0, 10_000), span('FunctionCall', 1_000, 4_000), span('Layout', 6_000, 3_000)],
      expected: { RunTask: 3, FunctionCall: 4, Layout: 3 },
    },
    {
      what: 'nested twice: the grandchild counts against its parent only',
      events: [
        span('RunTask', 0, 10_000),
        span('FunctionCall', 0, 8_000),
        span('UpdateLayoutTree', 2_000, 5_000),
      ],
      expected: { RunTask: 2, FunctionCall: 3, UpdateLayoutTree: 5 },
    },
    {
      what: 'events of another thread are left out',
      events: [span('RunTask', 0, 5_000), span('Paint', 0, 4_000, { pid: 1, tid: 9 })],
      expected: { RunTask: 5 },
    },
    {
      what: "two renderers' main threads interleaved: each nests in its own",
      events: [
        span('RunTask', 0, 10_000),
        span('RunTask', 500, 1_000, { pid: 2, tid: 7 }),
        span('Layout', 2_000, 3_000),
      ],
      renderers: [{ pid: 2, tid: 7 }],
      expected: { RunTask: 8, Layout: 3 },
    },
    {
      what: 'events before the moment are left out',
      events: [span('RunTask', 0, 5_000), span('RunTask', 20_000, 2_000)],
      from: 10_000,
      expected: { RunTask: 2 },
    },
  ])('$what', ({ events, expected, from, renderers = [] }) => {
    const otherRenderers = renderers.map((at) => ({ ...threadName(at.tid, 'CrRendererMain'), pid: at.pid }));
    const names = [threadName(7, 'CrRendererMain'), threadName(9, 'Compositor'), ...otherRenderers];
    const totals = ownTimeByName([...names, ...events], from);
    expect(Object.fromEntries(totals)).toEqual(expected);
  });
});
