import { uncaughtErrors, type UncaughtError } from './uncaught-errors.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

describe('errors an error boundary caught', () => {
  it('keeps the last 10 caught before anyone listens and hands them to the first listener, then each new one', () => {
    for (let index = 0; index < 12; index++)
      uncaughtErrors.report({ error: new Error(`e${index}`), componentStack: '' });
    const heard: UncaughtError[] = [];
    const stop = uncaughtErrors.subscribe((caught) => heard.push(caught));
    uncaughtErrors.report({ error: new Error('late'), componentStack: 'at Step' });
    stop();
    expect(heard.map(({ error }) => messageOf(error))).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `e${index + 2}`),
      'late',
    ]);
  });

  it('goes on with the other listeners when one throws', () => {
    const heard: string[] = [];
    const stopBroken = uncaughtErrors.subscribe(() => {
      throw new Error('broken reporter');
    });
    const stop = uncaughtErrors.subscribe(({ error }) => heard.push(messageOf(error)));
    uncaughtErrors.report({ error: new Error('one'), componentStack: null });
    stopBroken();
    stop();
    expect(heard).toEqual(['one']);
  });
});
