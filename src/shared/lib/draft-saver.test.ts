// @vitest-environment happy-dom
import { createDraftSaver, DRAFT_DELAY_MS, type DraftSaver } from './draft-saver.ts';

describe('createDraftSaver', () => {
  let saved: string[];
  let saver: DraftSaver<string>;
  beforeEach(() => {
    vi.useFakeTimers();
    saved = [];
    saver = createDraftSaver((values: string) => saved.push(values));
  });
  afterEach(() => {
    saver.dispose();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves once per pause, with the latest values, 300 ms after the last change', () => {
    saver.schedule('M');
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    saver.schedule('Ma');
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual(['Ma']);
    vi.advanceTimersByTime(DRAFT_DELAY_MS * 10);
    expect(saved).toEqual(['Ma']);
  });

  it('saves at once when the page goes away (a reload right after the last keystroke), and only once', () => {
    saver.schedule('María');
    window.dispatchEvent(new Event('pagehide'));
    expect(saved).toEqual(['María']);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(saved).toEqual(['María']);
  });

  it.each([
    ['hidden', ['María']],
    ['visible', []],
  ] as const)('saves at once when the document turns %s: %j', (visibility, expected) => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    saver.schedule('María');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saved).toEqual(expected);
  });

  it('saves nothing when nothing is pending, or what was pending was cancelled by a submit', () => {
    window.dispatchEvent(new Event('pagehide'));
    saver.schedule('María');
    saver.cancel();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(saved).toEqual([]);
  });

  it('saves what is pending when the step goes away, then no longer listens to the page', () => {
    saver.schedule('María');
    saver.dispose();
    expect(saved).toEqual(['María']);
    saver.schedule('Marí');
    window.dispatchEvent(new Event('pagehide'));
    expect(saved).toEqual(['María']);
    saver.cancel();
  });
});
