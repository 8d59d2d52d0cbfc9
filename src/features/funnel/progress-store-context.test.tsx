import { act, render, screen } from '@testing-library/react';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { createProgressStore } from './progress-store.ts';
import { ProgressStoreProvider, useProgressStore } from './progress-store-context.tsx';

function Progress() {
  const progress = useProgressStore((state) => state.progressState);
  return <p>progress {String(progress)}</p>;
}

describe('the progress store in React', () => {
  it('components read a slice and follow its changes', () => {
    const store = createProgressStore({ storage: memorySafeStorage().storage });
    render(
      <ProgressStoreProvider store={store}>
        <Progress />
      </ProgressStoreProvider>,
    );
    expect(screen.getByText('progress 0')).toBeInTheDocument();
    act(() => store.getState().pushProgressState(3));
    expect(screen.getByText('progress 3')).toBeInTheDocument();
  });

  it('says what is missing when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Progress />)).toThrow('useProgressStore needs a ProgressStoreProvider above it');
  });
});
