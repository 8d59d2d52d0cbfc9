/** A lazy component fetched before its first render draws at once, without its boundary's fallback. */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadable-lazy.ts';

function setup() {
  let loads = 0;
  const fallbacks: number[] = [];
  const { Component, preload } = preloadableLazy(async () => {
    loads++;
    await Promise.resolve();
    return { default: ({ name }: { name: string }) => <h1>{name}</h1> };
  });
  const Fallback = () => {
    fallbacks.push(Date.now());
    return <p>Loading</p>;
  };
  const ui = (
    <Suspense fallback={<Fallback />}>
      <Component name="The step" />
    </Suspense>
  );
  return { preload, ui, loads: () => loads, fallbacks };
}

describe('preloadableLazy', () => {
  it('draws a preloaded component in its first render, without the fallback, and loads it once', async () => {
    const { preload, ui, loads, fallbacks } = setup();
    await preload();
    act(() => void render(ui));
    expect(screen.getByRole('heading', { name: 'The step' })).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
    await preload();
    expect(loads()).toBe(1);
  });

  it('shows the fallback while the code comes when it was not preloaded, and loads it once', async () => {
    const { preload, ui, loads, fallbacks } = setup();
    render(ui);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The step' })).toBeInTheDocument();
    expect(fallbacks.length).toBeGreaterThan(0);
    await preload();
    expect(loads()).toBe(1);
  });

  it('answers a preload that fails with its error, as the lazy component does', async () => {
    const failure = new Error('chunk failed');
    const { preload } = preloadableLazy(() => Promise.reject(failure));
    await expect(preload()).rejects.toBe(failure);
  });

  it('asks again for code whose load failed (a chunk lost on a bad link), and then draws it', async () => {
    let attempts = 0;
    const { Component, preload } = preloadableLazy(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: () => <h1>The review</h1> };
    });
    await expect(preload()).rejects.toThrow('chunk failed');
    await preload();
    act(() => void render(<Component />));
    expect(screen.getByRole('heading', { name: 'The review' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
