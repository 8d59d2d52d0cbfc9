/**
 * Where the check-your-answers page lives and how a step knows it was opened from it: a plain route (no spec state,
 * see ADR 0016) and a `returnTo=review` query on the step's link, so a reload of the step keeps the way back.
 * Kept apart from the page itself so the form pages import these few bytes, not the lazily loaded review.
 */
import { withoutTrailingSlash } from '#shared/lib/url-path.ts';

export const REVIEW_PATH = 'check-your-answers';

/** The texts the review draws with. */
export const REVIEW_NAMESPACES = ['review', 'fields', 'after-offer-offers'];

/** Whether a path under the base path (`/check-your-answers`, with or without a trailing slash) is the review's. */
export const isReviewPath = (path: string): boolean => withoutTrailingSlash(path) === `/${REVIEW_PATH}`;

/**
 * The texts a visit drawn afresh at `path` fetches with the startup's before its first render (src/main.tsx,
 * docs/adr/0034): the review's on the review, none elsewhere (a step's are the startup's). Here, in a few bytes of the
 * app's start, so that they are asked for beside the page's code, not after it.
 */
export const screenTextsAt = (path: string): readonly string[] =>
  isReviewPath(path) ? REVIEW_NAMESPACES : [];

const RETURN_TO = 'returnTo';
const REVIEW = 'review';

/** The link of a review's Change link: the step, to come back to the review once it is sent again. */
export const changeHref = (stepPath: string): string => `/${stepPath}?${RETURN_TO}=${REVIEW}`;

/** Whether a step was opened from the review (its Change link). */
export const returnsToReview = (search: URLSearchParams): boolean => search.get(RETURN_TO) === REVIEW;
