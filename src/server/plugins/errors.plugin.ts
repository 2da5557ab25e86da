import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** One place that turns every thrown error into `{ message, errors? }` and hides internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const zodPath = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
          const field =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath.join('.') || '_';
          errors[field] ??= issue.message ?? 'Is not valid';
        }
        const first = Object.values(errors)[0];
        return reply
          .status(400)
          .send({ message: first ?? 'Invalid request', errors } satisfies ErrorBody);
      }
      if (error instanceof HttpError) {
        if (error.extra?.headers) reply.headers(error.extra.headers);
        return reply
          .status(error.statusCode)
          .send({ ...error.extra?.body, message: error.message, errors: error.errors });
      }
      const multipartMessage = malformedMultipart(error);
      if (multipartMessage) {
        return reply.status(400).send({ message: multipartMessage } satisfies ErrorBody);
      }
      const databaseMessage = inputRefusedByDatabase(error);
      if (databaseMessage) {
        return reply.status(400).send({ message: databaseMessage } satisfies ErrorBody);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: clientMessage(error) } satisfies ErrorBody);
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side' } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      return error.message;
  }
}

/**
 * What busboy (under @fastify/multipart) throws, as plain errors, for a body that is not
 * well-formed multipart/form-data: cut short, without its boundary, or of a type busboy cannot read.
 */
const MALFORMED_MULTIPART = [
  /^Unexpected end of multipart data$/,
  /^(Part|Preamble) terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^Unsupported Content-Type\.$/,
];

function malformedMultipart(error: Error): string | undefined {
  if (!MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) return undefined;
  return `The multipart/form-data body is malformed: ${error.message}`;
}

/** PostgreSQL error codes caused by the text a client sent, not by the server. */
const CLIENT_TEXT_ERRORS: Record<string, string> = {
  '22P05': 'Text must not contain NUL characters',
  '22021': 'Text contains characters that cannot be stored',
  '54000': 'Text is too long to be stored',
};

/** The driver's SQLSTATE, whether thrown directly or wrapped by Drizzle as the cause. */
function inputRefusedByDatabase(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CLIENT_TEXT_ERRORS[code]) return CLIENT_TEXT_ERRORS[code];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
