/** Structured data lists at most the first 10 entries of a catalogue page. */
export const MAX_STRUCTURED_ITEMS = 10;

/** schema.org ItemList of a catalogue page (first 10 entries). */
export function itemListJsonLd(
  name: string,
  items: ReadonlyArray<{ name: string; url: string; description: string; type: string; extra?: Record<string, unknown> }>,
) {
  const listed = items.slice(0, MAX_STRUCTURED_ITEMS);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: listed.length,
    itemListElement: listed.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: { '@type': item.type, name: item.name, url: item.url, description: item.description, ...item.extra },
    })),
  };
}
