import { useEffect } from 'react';
import { createHeightReporter, parentTargetOrigin } from './frame-height.ts';

/** Reports the document height to the framing page while `enabled` (the page is embedded). */
export function useFrameHeightReporter(enabled: boolean, allowedOrigins: readonly string[]) {
  useEffect(() => {
    if (!enabled || typeof ResizeObserver === 'undefined') return;
    const targetOrigin = parentTargetOrigin(document.referrer, allowedOrigins);
    if (!targetOrigin) return;
    const reporter = createHeightReporter((message) => window.parent.postMessage(message, targetOrigin));
    const observer = new ResizeObserver(() => reporter.observe(document.documentElement.scrollHeight));
    observer.observe(document.body);
    reporter.observe(document.documentElement.scrollHeight);
    return () => {
      observer.disconnect();
      reporter.dispose();
    };
  }, [enabled, allowedOrigins]);
}
