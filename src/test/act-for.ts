import { act } from '@testing-library/react';

/**
 * Testing Library's act, answering what the callback answered. Preact's act (docs/adr/0035-preact-renders-the-app.md)
 * answers nothing where React's answered the callback's result: the result is taken inside it.
 */
export async function actFor<T>(callback: () => T | Promise<T>): Promise<T> {
  let settled: { value: T } | undefined;
  await act(async () => {
    settled = { value: await callback() };
  });
  if (!settled) throw new Error('The callback did not settle inside act');
  return settled.value;
}
