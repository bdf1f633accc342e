import { Type, type Static, type TProperties } from 'typebox';
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

type ErrorBodyType = { statusCode: number; error: string; message: string };

/**
 * An error response of one route: a reference to ErrorBody with this response's description and, when
 * given, an example message.
 */
export const errorResponse = (statusCode: number, description: string, message?: string) =>
  Type.Unsafe<ErrorBodyType>({
    $ref: 'ErrorBody',
    description,
    ...(message ? { examples: [{ statusCode, error: reasonFor(statusCode), message }] } : {}),
  });

/**
 * An error answer that carries more than the message (a 409 with the stored record as `current`, a 400
 * listing every problem): ErrorBody and these fields together (`allOf`), so the document still names one
 * error shape and a client reads `statusCode`, `error` and `message` the same way on every error.
 * Pass `$id` to publish it as a named schema (then register it with `app.addSchema` and reference it).
 */
export const errorResponseWith = <P extends TProperties>(description: string, properties: P, $id?: string) =>
  Type.Unsafe<ErrorBodyType & Static<ReturnType<typeof Type.Object<P>>>>({
    ...($id ? { $id } : {}),
    description,
    allOf: [{ $ref: 'ErrorBody' }, Type.Object(properties)],
  });
