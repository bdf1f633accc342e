/**
 * Where the query matched, as the server sent it: plain text parts, the matching ones inside <mark>.
 * Every part is rendered as text, so nothing in a record's text can become markup. Without a highlighted
 * part, the record's own description is shown instead.
 */
export function Snippet({ parts, fallback }: { parts: readonly { text: string; highlight: boolean }[] | undefined; fallback: string }) {
  if (!parts?.some((p) => p.highlight)) return <>{fallback}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.highlight ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit dark:bg-amber-400/25">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
