/**
 * Where the check-your-answers page lives and how a step knows it was opened from it: a plain route (no spec state,
 * see ADR 0016) and a `returnTo=review` query on the step's link, so a reload of the step keeps the way back.
 * Kept apart from the page itself so the form pages import these few bytes, not the lazily loaded review.
 */
export const REVIEW_PATH = 'check-your-answers';

/** The texts the review draws with: a visit drawn afresh on it fetches them with its code (lazy-review-routes.ts). */
export const REVIEW_NAMESPACES = ['review', 'fields', 'after-offer-offers'];

const RETURN_TO = 'returnTo';
const REVIEW = 'review';

/** The link of a review's Change link: the step, to come back to the review once it is sent again. */
export const changeHref = (stepPath: string): string => `/${stepPath}?${RETURN_TO}=${REVIEW}`;

/** Whether a step was opened from the review (its Change link). */
export const returnsToReview = (search: URLSearchParams): boolean => search.get(RETURN_TO) === REVIEW;
