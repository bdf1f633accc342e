// Built by its own issue.
export function NewsletterSection() {
  return null;
}
