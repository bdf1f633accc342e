import type { Knex } from 'knex';

/**
 * Once seeded the first blog posts. They now live in backend/content/seed/blog and the start-up seed
 * inserts them; databases that ran this migration keep their posts (the seed records them and leaves
 * them alone). Kept, empty, so the migration history of those databases stays complete.
 */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
