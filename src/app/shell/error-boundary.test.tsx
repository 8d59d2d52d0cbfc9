import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { createTestI18n } from '#test/i18n.ts';
import { ErrorBoundary, GENERIC_ERROR_TEXT } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('the error boundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("says what happened in the applicant's language under a translator", () => {
    render(
      <I18nProvider i18n={createTestI18n('pl')}>
        <ErrorBoundary logErrors={false}>
          <Broken />
        </ErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(GENERIC_ERROR_TEXT);
    expect(screen.getByRole('alert')).toHaveTextContent(createTestI18n('pl').t('errors.generic'));
  });

  it("says it in the spec's English where no translator is above it (an error as the app starts)", () => {
    render(
      <ErrorBoundary logErrors={false}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR_TEXT);
  });
});
