/** schema.org structured data; a data block, never executed, so the CSP allows it without a nonce. */
export function JsonLd({ data }: { data: object }) {
  // '<' is escaped so no string in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
