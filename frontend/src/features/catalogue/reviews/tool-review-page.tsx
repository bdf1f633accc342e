import { ReviewPage } from './review-page';

export default function ToolReviewPage() {
  return <ReviewPage kind="tool" />;
}
