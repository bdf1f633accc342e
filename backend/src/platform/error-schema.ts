import { Type } from 'typebox';
import { reasonFor } from './errors.js';

/**
 * The one error body every route answers with, registered once by `$id` (see app.ts) and referenced by
 * every route's error responses, so the API document shows a single ErrorBody schema.
 */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer({ description: 'The HTTP status, repeated' }),
    error: Type.String({ description: 'The status reason, e.g. "Bad Request"' }),
    message: Type.String({ description: 'What was wrong, in a sentence a person can act on' }),
  },
  { $id: 'ErrorBody', description: 'An error answer' },
);

/**
 * An error response of one route: a reference to ErrorBody with this response's description and, when
 * given, an example message.
 */
export const errorResponse = (statusCode: number, description: string, message?: string) =>
  Type.Unsafe<{ statusCode: number; error: string; message: string }>({
    $ref: 'ErrorBody',
    description,
    ...(message ? { examples: [{ statusCode, error: reasonFor(statusCode), message }] } : {}),
  });
