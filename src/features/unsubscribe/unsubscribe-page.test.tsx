import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter } from '#shared/routing/router.tsx';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient } from '#shared/api/testing/fixtures.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { maskEmail, UnsubscribePage } from './unsubscribe-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

/** The lender's signature of the address (its value is the server's business; the page only passes it on). */
const SIGNATURE = 'Hk2v9QeYc4L0pXr7sTa1Wm8Zn3Bd6Fg5Jh0Ku2Vy4Ew';

function renderAt(search: string, status = 200) {
  const { client, calls } = fakeClient(() =>
    jsonResponse(status === 200 ? { unsubscribed: true } : { errors: [] }, status),
  );
  const Wrapper = hookWrapper(client);
  const view = render(
    <I18nProvider i18n={createTestI18n('en')}>
      <Wrapper>
        <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
          <UnsubscribePage />
        </MemoryRouter>
      </Wrapper>
    </I18nProvider>,
  );
  return { ...view, calls };
}

describe('UnsubscribePage', () => {
  it('unsubscribes the address of the link only after the reader confirms', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAt(`?email=ana.lopez%40example.com&signature=${SIGNATURE}`);
    expect(
      screen.getByText('Confirm and we will stop sending offers to an•••••••@example.com.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('will not receive marketing emails');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    const sent = new URL(calls[0]?.url ?? '').searchParams;
    expect(sent.get('email')).toBe('ana.lopez@example.com');
    expect(sent.get('signature')).toBe(SIGNATURE);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['a link without a valid email', `?email=not-an-email&signature=${SIGNATURE}`],
    ['a link without its signature', '?email=ana.lopez%40example.com'],
    ['a link with a cut signature', `?email=ana.lopez%40example.com&signature=${SIGNATURE.slice(0, 20)}`],
  ])('explains %s and sends nothing', (_name, search) => {
    const { calls } = renderAt(search);
    expect(
      screen.getByRole('heading', { name: 'This unsubscribe link is not complete' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so when the server fails, and lets the reader try again', async () => {
    const logs = captureLogs();
    const user = userEvent.setup();
    renderAt(`?email=ana%40example.com&signature=${SIGNATURE}`, 503);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /customer/email/unsubscribe HTTP 503 HTTP error',
    ]);
  });

  it.each([
    ['ana.lopez@example.com', 'an•••••••@example.com'],
    ['a@x.mx', 'a•@x.mx'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
