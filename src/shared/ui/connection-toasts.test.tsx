import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { retryWrites } from '../api/react-query.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { createTestI18n } from '#test/i18n.ts';
import { ConnectionToasts } from './connection-toasts.tsx';
import { LazyToastContainer } from './toasts.tsx';

function renderWith(locale: 'en' | 'mx') {
  return render(
    <I18nProvider i18n={createTestI18n(locale)}>
      <LazyToastContainer />
      <ConnectionToasts />
    </I18nProvider>,
  );
}

describe('connection state as toasts', () => {
  it('going offline and back each show a toast; the applicant is told nothing typed is lost', async () => {
    renderWith('en');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/You are offline\. What you typed is kept/)).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/You are back online/)).toBeInTheDocument();
  });

  it('in the market language', async () => {
    renderWith('mx');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/No tienes conexión/)).toBeInTheDocument();
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = renderWith('en');
    unmount();
    renderWithContainerOnly();
    act(() => void window.dispatchEvent(new Event('offline')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});

function renderWithContainerOnly() {
  render(<LazyToastContainer />);
}

describe('a send made offline waits and goes when the connection is back', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('the app query client pauses a lead write offline and resumes it online, once', async () => {
    const client = createQueryClient();
    client.mount();
    const send = vi.fn(() => Promise.resolve('sent'));
    onlineManager.setOnline(false);
    const observer = new MutationObserver(client, { mutationFn: send, retry: retryWrites });
    const result = observer.mutate();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().isPaused).toBe(true);
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('sent');
    expect(send).toHaveBeenCalledOnce();
    client.unmount();
  });
});
