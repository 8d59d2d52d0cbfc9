import { usePageHeadingFocus } from './use-page-heading-focus.ts';

export interface RetryPageProps {
  title: string;
  /** What failed and that nothing is lost; announced as an alert. */
  body: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}

/** A page whose data could not be loaded: a focused heading, the reason as an alert, and a way to try again. */
export function RetryPage({ title, body, retryLabel, onRetry, testId }: RetryPageProps) {
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="retry-page-title" data-testid={testId}>
      <h1 id="retry-page-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p role="alert">{body}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </section>
  );
}
