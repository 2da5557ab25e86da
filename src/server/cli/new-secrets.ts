import { writeFile } from 'node:fs/promises';
import { newSecrets } from '../lib/secrets';
import { runCli } from './run-cli';

const USAGE = `Usage: node scripts/server-cli.mjs new-secrets FILE   (in a release: node server/cli/new-secrets.js FILE)

Writes a new set of instance secrets to FILE (mode 0600; an existing file is never replaced): one
RS256 signing key for the built-in provider, one cookie key and one URL-signing key, in the shape
of DATA_DIR/secrets.json. Give every replica the same file with SECRETS_FILE=FILE (or its content
in SECRETS_JSON). Replacing the secrets of a running instance signs everyone out and invalidates
issued file links; to keep them, copy that instance's DATA_DIR/secrets.json instead.`;

runCli(USAGE, async (file) => {
  const secrets = await newSecrets();
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      throw new Error(
        error.code === 'EEXIST'
          ? `${file} exists: it is never replaced. Choose a new name, or remove it first.`
          : `Cannot write ${file}: ${error.code ?? error.message}`,
      );
    },
  );
  return (
    `Wrote new secrets to ${file} (mode 0600): signing key ${String(secrets.signingKeys[0]!.kid)}, ` +
    'a cookie key and a URL-signing key. Start every replica with SECRETS_FILE pointing at it.'
  );
});
