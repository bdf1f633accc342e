import { ReviewPage } from './review-page';
import { reviewLoader } from './review-subjects';

/** The card and its review, loaded before the page renders. */
export const loader = reviewLoader('card');

export default function CardReviewPage() {
  return <ReviewPage kind="card" />;
}
