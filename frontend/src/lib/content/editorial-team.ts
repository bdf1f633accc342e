/**
 * The byline a post carries when the editorial team as a whole wrote it (the database's default author).
 * Shown in the reader's language, and described to search engines as the organization, not as a person.
 */
export const EDITORIAL_TEAM = 'CoinAtlas editors';
