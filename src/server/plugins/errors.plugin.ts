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
          errors[field] ??= issue.message ?? 'Invalid input';
        }
        const first = Object.values(errors)[0];
        return reply
          .status(400)
          .send({ message: first ?? 'Invalid request', errors } satisfies ErrorBody);
      }
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send({ message: error.message, errors: error.errors });
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
