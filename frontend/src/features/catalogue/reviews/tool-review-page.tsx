import { ReviewPage } from './review-page';
import { reviewLoader } from './review-subjects';

/** The tool and its review, loaded before the page renders. */
export const loader = reviewLoader('tool');

export default function ToolReviewPage() {
  return <ReviewPage kind="tool" />;
}
