import type { FastifyError, preValidationHookHandler } from 'fastify';
import { NUL_MESSAGE, withoutNul } from '@shared/schemas/fields';
import { HttpError, ValidationError } from '../../lib/errors';

/** The provider's forms refuse a NUL character in any field before anything reads or stores it. */
export const refuseNulInForm: preValidationHookHandler = async (request) => {
  if (!withoutNul(request.body)) throw new ValidationError(NUL_MESSAGE);
};

/** What the error page says about a form the provider could not take (status 400–499). */
export function formProblem(error: FastifyError, status: number): string {
  if (status === 413) return 'The form is too large to send.';
  if (status === 415) return 'The form must be sent from the sign-in page.';
  if (error instanceof HttpError) return error.message;
  return 'The form could not be read.';
}
