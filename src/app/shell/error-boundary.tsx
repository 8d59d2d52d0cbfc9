import { Component, useContext, type ErrorInfo, type ReactNode } from 'react';
import { TranslatorContext } from '#shared/i18n/i18n-provider.tsx';
import { logger } from '#shared/lib/logger.ts';
import { uncaughtErrors } from '#shared/lib/uncaught-errors.ts';

/** Exact English text of spec section 8; other locales translate it. */
export const GENERIC_ERROR_TEXT = 'Something went wrong. Please, try again later.';

/**
 * The translator's text if there is one above: the boundary may sit where none is (an error while the app starts),
 * and its fallback must draw whatever failed, so it reads the context itself rather than through useTranslation.
 */
function ErrorFallback() {
  const i18n = useContext(TranslatorContext);
  const text = i18n
    ? i18n.t('errors.generic', { ns: 'common', defaultValue: GENERIC_ERROR_TEXT })
    : GENERIC_ERROR_TEXT;
  return (
    <div className="error-fallback" role="alert">
      <p>{text}</p>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** In development the boundary logs what it caught. */
  logErrors: boolean;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.props.logErrors) {
      logger.error(error.message, { componentStack: info.componentStack?.slice(0, 500) });
    }
    // To the error reporter and, in a recorded session, the recorder, once they run (after consent).
    uncaughtErrors.report({ error, componentStack: info.componentStack });
  }

  override render() {
    return this.state.error ? <ErrorFallback /> : this.props.children;
  }
}
