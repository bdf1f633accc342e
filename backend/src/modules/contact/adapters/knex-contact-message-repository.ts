import type { Db } from '../../../platform/db/create-db.js';
// The "database is down" rule is the same for every module that writes; it lives with the newsletter's adapters.
import { orUnavailable } from '../../../platform/db/db-unavailable.js';
import { CONTACT_UNAVAILABLE_MESSAGE } from '@coinatlas/domain/validation/contact-message';
import type { ContactMessageRepository } from '../ports.js';

export function createKnexContactMessageRepository(db: Db): ContactMessageRepository {
  return {
    insert: (row) =>
      orUnavailable(CONTACT_UNAVAILABLE_MESSAGE, async () => {
        await db('contact_messages').insert({
          id: row.id,
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          created_at: row.createdAt,
        });
      }),
  };
}
