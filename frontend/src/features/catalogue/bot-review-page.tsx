import { ReviewPage } from './reviews/review-page';
import { reviewLoader } from './reviews/review-subjects';

/** /trading-bots/:id/review: the bot's written review at its own URL. */
/** The bot and its review, loaded before the page renders. */
export const loader = reviewLoader('bot');

export default function BotReviewPage() {
  return <ReviewPage kind="bot" />;
}
