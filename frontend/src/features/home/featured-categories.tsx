// Built by its own issue.
export function FeaturedCategories() {
  return null;
}
