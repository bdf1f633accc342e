/**
 * JSON pointers (RFC 6901) into plain JSON values, and the differences between two values as the pointers
 * that changed. The partner desk names every field this way, on the server (revisions, problems, imports)
 * and in the editor (inline problems, merging an editor's changes onto a newer version).
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One segment of a pointer: `~` and `/` escaped. */
export const pointerSegment = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer's segments, unescaped ('' is the whole value: no segments). */
export const pointerSegments = (path: string): string[] =>
  path === '' || path === '/'
    ? []
    : path
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value at a pointer, or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let cur = value;
  for (const key of pointerSegments(path)) {
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isObject(cur)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

/**
 * A copy of `value` with the value at `path` replaced (undefined removes it: an object's key, or a list's
 * entry). Objects and lists on the way are copied; missing ones are made (a list when the next segment is a
 * number). An object's keys keep their order; a new key goes last.
 */
export function setAt(value: unknown, path: string, next: unknown): unknown {
  const keys = pointerSegments(path);
  const put = (cur: unknown, i: number): unknown => {
    if (i === keys.length) return next;
    const key = keys[i]!;
    if (Array.isArray(cur) || (cur === undefined && /^\d+$/.test(key))) {
      const list = Array.isArray(cur) ? [...cur] : [];
      const at = Number(key);
      const v = put(list[at], i + 1);
      if (v === undefined) list.splice(at, 1);
      else list[at] = v;
      return list;
    }
    const obj = isObject(cur) ? { ...cur } : {};
    const v = put(obj[key], i + 1);
    if (v === undefined) delete obj[key];
    else obj[key] = v;
    return obj;
  };
  return put(value, 0);
}

/** One changed value: its pointer, and the value before and after (absent where there was none). */
export type JsonChange = { path: string; before?: unknown; after?: unknown };

/**
 * Every difference between two JSON values, as the deepest pointers that differ: a changed number is its
 * own path, an added list entry is the entry's path with the whole entry. Object keys are compared by name
 * (their order is no change), list entries by position.
 */
export function jsonDiff(before: unknown, after: unknown, at = ''): JsonChange[] {
  if (isObject(before) && isObject(after)) {
    const out: JsonChange[] = [];
    for (const k of Object.keys(before)) {
      if (!(k in after)) out.push({ path: `${at}/${pointerSegment(k)}`, before: before[k] });
      else out.push(...jsonDiff(before[k], after[k], `${at}/${pointerSegment(k)}`));
    }
    for (const k of Object.keys(after)) if (!(k in before)) out.push({ path: `${at}/${pointerSegment(k)}`, after: after[k] });
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: JsonChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (i >= after.length) out.push({ path: `${at}/${i}`, before: before[i] });
      else if (i >= before.length) out.push({ path: `${at}/${i}`, after: after[i] });
      else out.push(...jsonDiff(before[i], after[i], `${at}/${i}`));
    }
    return out;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: at || '/', ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) }];
}

/** Whether one pointer is the other or lies inside it (/a/b and /a/b/c overlap; /a/b and /a/bc do not). */
export const pointersOverlap = (a: string, b: string) =>
  a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`) || a === '/' || b === '/';

/**
 * An editor's changes (from `base` to `mine`) applied onto a newer version (`theirs`): every change whose
 * field the newer version did not change too. The fields both changed keep the newer version's value and
 * are returned, so the editor can decide. List entries added or removed by both are compared by position.
 */
export function mergeOnto(base: unknown, mine: unknown, theirs: unknown): { merged: unknown; overlapping: string[] } {
  const theirChanges = jsonDiff(base, theirs).map((c) => c.path);
  let merged = theirs;
  const overlapping: string[] = [];
  // Removals from the end of a list first, so positions of earlier entries stay right.
  const mineChanges = jsonDiff(base, mine).sort((a, b) =>
    a.after === undefined && b.after === undefined ? b.path.localeCompare(a.path, 'en', { numeric: true }) : 0,
  );
  for (const c of mineChanges) {
    if (theirChanges.some((t) => pointersOverlap(t, c.path))) {
      overlapping.push(c.path);
      continue;
    }
    merged = setAt(merged, c.path, c.after);
  }
  return { merged, overlapping };
}
