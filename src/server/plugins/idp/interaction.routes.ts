import { PRODUCT_NAME } from '@shared/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { z } from 'zod';
import { SignInLimiter } from '../../lib/sign-in-limiter';
import { authenticate, findResetAccount, register, resetPassword, type Account } from './accounts';
import { formProblem } from './form-body';
import {
  errorPage,
  loginPage,
  passwordResetDonePage,
  passwordResetInvalidPage,
  passwordResetPage,
  registerPage,
} from './pages';
import { passwordProblem } from './password-rules';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const DISABLED_ACCOUNT_MESSAGE = `This account is disabled. Ask an administrator of ${PRODUCT_NAME} to enable it.`;
/** Failures of one username from all addresses, as a multiple of the per-address limit. */
const USERNAME_LIMIT_FACTOR = 3;

const registrationSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._-]{3,32}$/,
      'Username must be 3 to 32 letters, digits, dots, dashes or underscores.',
    ),
  email: z.string().trim().email('Enter a valid email address.'),
  name: z
    .string()
    .trim()
    .min(1, 'Full name is required.')
    .max(100, 'Full name must be at most 100 characters.'),
  password: z.string().max(200, 'Password must be at most 200 characters.'),
});

type Params = { uid: string };
type Form = Record<string, string | undefined>;

/** Sign-in and registration screens of the built-in provider. */
export async function interactionRoutes(
  app: FastifyInstance,
  options: { provider: Provider; appUrl: string; failureLimit: number },
) {
  const { provider, appUrl } = options;
  const limiter = new SignInLimiter(app.db, {
    perAddress: options.failureLimit,
    perUsername: options.failureLimit * USERNAME_LIMIT_FACTOR,
    windowMs: FAILURE_WINDOW_MS,
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  /** Finishes the interaction as the given account and sends the browser back to the app. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, account: Account) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.sub }, create: {} },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof oidcErrors.SessionNotFound || error instanceof oidcErrors.InvalidRequest) {
      return html(reply, 400, errorPage('This sign-in session has expired.', appUrl));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return html(reply, 429, errorPage('Too many requests. Wait a minute and try again.', appUrl));
    }
    if (status >= 400 && status < 500) {
      return html(reply, status, errorPage(formProblem(error, status), appUrl));
    }
    request.log.error({ err: error }, 'interaction failed');
    return html(reply, 500, errorPage('Something went wrong. Please try again.', appUrl));
  });

  const postLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get<{ Params: Params; Querystring: { view?: string } }>(
    '/interaction/:uid',
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const wantsRegistration =
        request.query.view === 'register' ||
        (details.prompt.name === 'create' && request.query.view !== 'login');
      return html(
        reply,
        200,
        wantsRegistration ? registerPage({ uid: details.uid }) : loginPage({ uid: details.uid }),
      );
    },
  );

  app.post<{ Params: Params; Body: Form }>(
    '/interaction/:uid/login',
    { config: postLimit },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const username = String(request.body?.username ?? '').trim();
      const password = String(request.body?.password ?? '');
      const lockedFor = await limiter.lockedFor(username, request.ip);
      if (lockedFor > 0) {
        const minutes = Math.ceil(lockedFor / 60_000);
        const error = `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
        reply.header('retry-after', Math.ceil(lockedFor / 1000));
        return html(reply, 429, loginPage({ uid: details.uid, username, error }));
      }
      if (!username || !password) {
        return html(
          reply,
          400,
          loginPage({ uid: details.uid, username, error: 'Enter your username and password.' }),
        );
      }
      const account = await authenticate(app.db, username, password);
      if (!account) {
        await limiter.recordFailure(username, request.ip);
        return html(
          reply,
          401,
          loginPage({ uid: details.uid, username, error: 'Invalid username or password.' }),
        );
      }
      await limiter.recordSuccess(username, request.ip);
      if (account.disabled) {
        return html(
          reply,
          403,
          loginPage({ uid: details.uid, username, error: DISABLED_ACCOUNT_MESSAGE }),
        );
      }
      return signIn(request, reply, account);
    },
  );

  app.post<{ Params: Params; Body: Form }>(
    '/interaction/:uid/register',
    { config: postLimit },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const values = {
        username: request.body?.username,
        email: request.body?.email,
        name: request.body?.name,
      };
      const parsed = registrationSchema.safeParse(request.body ?? {});
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? [])
        errors[String(issue.path[0])] ??= issue.message;
      const password = String(request.body?.password ?? '');
      const problem = passwordProblem(password, { username: values.username, email: values.email });
      if (problem) errors.password ??= problem;
      if (!parsed.success || problem) {
        return html(reply, 400, registerPage({ uid: details.uid, values, errors }));
      }
      const result = await register(app.db, parsed.data);
      if (!result.ok) {
        return html(
          reply,
          409,
          registerPage({ uid: details.uid, values, errors: { [result.field]: result.message } }),
        );
      }
      request.log.info({ userId: result.account.sub }, 'account registered');
      return signIn(request, reply, result.account);
    },
  );

  app.get<{ Params: Params }>('/interaction/:uid/abort', async (request, reply) => {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The user cancelled sign-in' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  });

  // A one-time link an admin handed over (Users screen). The secret is in the query, which the
  // request log leaves out; the pages send no Referer onwards.
  const resetPage = (reply: FastifyReply, status: number, body: string) =>
    html(reply.header('referrer-policy', 'no-referrer'), status, body);

  app.get<{ Querystring: { token?: string } }>('/password-reset', async (request, reply) => {
    const token = String(request.query.token ?? '');
    const account = token ? await findResetAccount(app.db, token) : undefined;
    if (!account) return resetPage(reply, 404, passwordResetInvalidPage(appUrl));
    return resetPage(reply, 200, passwordResetPage({ token, username: account.username }));
  });

  app.post<{ Body: Form }>('/password-reset', { config: postLimit }, async (request, reply) => {
    const token = String(request.body?.token ?? '');
    const password = String(request.body?.password ?? '');
    const confirm = String(request.body?.confirm ?? '');
    const account = token ? await findResetAccount(app.db, token) : undefined;
    if (!account) return resetPage(reply, 404, passwordResetInvalidPage(appUrl));
    const errors: Record<string, string> = {};
    const problem =
      password.length > 200
        ? 'Password must be at most 200 characters.'
        : passwordProblem(password, {
            username: account.username,
            email: account.email ?? undefined,
          });
    if (problem) errors.password = problem;
    else if (confirm !== password) errors.confirm = 'The two passwords are not the same.';
    if (problem || errors.confirm) {
      return resetPage(
        reply,
        400,
        passwordResetPage({ token, username: account.username, errors }),
      );
    }
    if (!(await resetPassword(app.db, token, password))) {
      return resetPage(reply, 404, passwordResetInvalidPage(appUrl));
    }
    request.log.info({ userId: account.sub }, 'password reset through an admin link');
    return resetPage(reply, 200, passwordResetDonePage(appUrl));
  });
}
