/**
 * Both kinds' check-your-answers routes behind one lazy import: one more dynamic entry rather than two keeps the
 * bundler's chunk boundaries (and so the application page's size) closer to what they were (docs/performance.md).
 */
export { default as ClassicReviewRoute } from './classic-review-route.tsx';
export { default as DynamicReviewRoute } from './dynamic-review-route.tsx';
