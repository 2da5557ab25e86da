import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/index';
import { register } from '../plugins/idp/accounts';
import { passwordProblem } from '../plugins/idp/password-rules';

const USAGE = `Usage: npm run admin:create -- --username NAME --email ADDRESS [--name "Full Name"] [--password-stdin]

Creates an administrator of the built-in identity provider: the first one of a production
instance (NODE_ENV=production creates no accounts), or another. Asks for the password (at least
10 characters, not common, not the username or email) unless --password-stdin reads it from
standard input. Reads the same variables as the server. With PostgreSQL (DATABASE_URL) it runs
at any time; with the embedded database, stop the server first. With an external provider
(OIDC_ISSUER) roles come from that provider, so there is nothing to create here.`;

class Refusal extends Error {}

/** One line from standard input: the password piped in (trailing newline dropped). */
async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. */
async function prompt(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Refusal('No terminal to ask for the password on: pipe it in with --password-stdin.');
  }
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          process.stdin.off('data', onData).setRawMode(false).pause();
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (char === '\u0003') return reject(new Refusal('Cancelled.'));
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

async function password(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readStdin();
  const first = await prompt('Password: ');
  const again = await prompt('Password again: ');
  if (first !== again) throw new Refusal('The two passwords differ.');
  return first;
}

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return USAGE;
  const config = loadConfig();
  if (config.oidc.mode !== 'local') {
    throw new Refusal(
      `OIDC_ISSUER is set, so accounts and roles live in that provider (${config.oidc.issuer}): ` +
        `give the person the realm role "admin" there.`,
    );
  }
  const username = values.username?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  if (!username) throw new Refusal('Give the username with --username.');
  if (!z.email().safeParse(email).success) throw new Refusal('Give a valid email with --email.');
  const secret = await password(values['password-stdin']);
  const problem = passwordProblem(secret, { username, email });
  if (problem) throw new Refusal(problem);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.db.transaction(async (tx) => {
      const result = await register(tx, {
        username,
        email,
        name: values.name?.trim() || username,
        password: secret,
      });
      if (!result.ok) throw new Refusal(result.message);
      await tx
        .update(users)
        .set({ realmRoles: ['user', 'admin'] })
        .where(eq(users.subject, result.account.sub));
    });
  } finally {
    await database.close();
  }
  return `Created the administrator ${username} (${email}). Sign in at ${config.publicUrl}.`;
}

/** Prints, then exits once the output is written: a one-line reason and exit 1 when refused. */
function finish(stream: NodeJS.WriteStream, text: string, code: number): void {
  stream.write(`${text}\n`, () => process.exit(code));
}

main().then(
  (message) => finish(process.stdout, message, 0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const usage = error instanceof TypeError && 'code' in error; // parseArgs: unknown option
    finish(process.stderr, usage ? `${message}\n\n${USAGE}` : message, usage ? 2 : 1);
  },
);
