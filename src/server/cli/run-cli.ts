import { BackupError } from '../backup/archive-format';

/** What a command prints on success. */
type Command = (file: string) => Promise<string>;

function finish(stream: NodeJS.WriteStream, text: string, code: number): void {
  stream.write(`${text}\n`, () => process.exit(code));
}

/**
 * Runs a one-argument command (`<command> FILE`, or `--help`): its message on stdout and exit 0,
 * or a message on stderr and exit 1 (2 for a wrong command line).
 */
export function runCli(usage: string, command: Command): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return finish(process.stdout, usage, 0);
  if (args.length !== 1 || args[0]!.startsWith('-')) return finish(process.stderr, usage, 2);
  command(args[0]!).then(
    (message) => finish(process.stdout, message, 0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const known = error instanceof BackupError || message.startsWith('Invalid configuration');
      finish(process.stderr, known ? message : `Failed: ${message}`, 1);
    },
  );
}

/** Bytes as a short human figure: 512 B, 3.4 MB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit ? value.toFixed(1) : value} ${units[unit]}`;
}
