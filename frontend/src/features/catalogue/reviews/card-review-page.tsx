import { ReviewPage } from './review-page';

export default function CardReviewPage() {
  return <ReviewPage kind="card" />;
}
