import { ReviewPage } from './reviews/review-page';

/** /trading-bots/:id/review: the bot's written review at its own URL. */
export default function BotReviewPage() {
  return <ReviewPage kind="bot" />;
}
