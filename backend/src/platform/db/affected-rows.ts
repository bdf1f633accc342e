/**
 * How many rows an UPDATE or DELETE touched. knex on `pg` resolves those with a number, but knex-pglite
 * (the embedded default) resolves `.delete()` with its raw result object (`{ affectedRows, rows, ... }`),
 * so code that compared the result with 0 was wrong there. Every repository counts through this.
 */
export async function affectedRows(query: PromiseLike<unknown>): Promise<number> {
  const result = await query;
  if (typeof result === 'number') return result;
  if (result && typeof result === 'object') {
    const r = result as { rowCount?: unknown; affectedRows?: unknown };
    if (typeof r.rowCount === 'number') return r.rowCount;
    if (typeof r.affectedRows === 'number') return r.affectedRows;
  }
  if (Array.isArray(result)) return result.length;
  throw new Error('affectedRows: the query resolved with neither a count nor a result object');
}
