/**
 * One human message for every zod rule, installed for the whole process (server and web) on
 * import: a person or an API client never reads zod's default text ("Too small: expected string to
 * have >=1 characters"). A message a schema states itself still wins over these.
 */
import { countOf } from './plural';
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const SIZE_UNITS: Record<string, string> = {
  string: 'characters',
  file: 'bytes',
  array: 'items',
  set: 'items',
  map: 'entries',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'email',
  url: 'URL',
  uuid: 'UUID',
  datetime: 'date and time',
  date: 'date (YYYY-MM-DD)',
  time: 'time',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  json_string: 'JSON text',
  jwt: 'token',
  base64: 'base64 text',
  base64url: 'base64url text',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  tuple: 'a list',
  set: 'a list',
  map: 'an object',
};

const plural = (count: number | bigint, unit: string) =>
  countOf(Number(count), unit.replace(/s$/, ''), unit);

const shown = (value: unknown) => (typeof value === 'string' ? value : String(value));

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const unit = SIZE_UNITS[issue.origin];
  if (unit) {
    if (Number(issue.minimum) === 1 && issue.origin === 'string') return 'Required';
    if (issue.exact) return `Must be exactly ${plural(issue.minimum, unit)}`;
    return `Must be at least ${plural(issue.minimum, unit)}`;
  }
  return `Must be ${issue.inclusive ? 'at least' : 'greater than'} ${shown(issue.minimum)}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const unit = SIZE_UNITS[issue.origin];
  if (unit) {
    if (issue.exact) return `Must be exactly ${plural(issue.maximum, unit)}`;
    return `At most ${plural(issue.maximum, unit)}`;
  }
  return `Must be ${issue.inclusive ? 'at most' : 'less than'} ${shown(issue.maximum)}`;
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'starts_with') return `Must start with "${shown(issue.prefix)}"`;
  if (issue.format === 'ends_with') return `Must end with "${shown(issue.suffix)}"`;
  if (issue.format === 'includes') return `Must include "${shown(issue.includes)}"`;
  if (issue.format === 'regex' || issue.format === 'template_literal')
    return 'Has the wrong format';
  return `Must be a valid ${FORMAT_NAMES[issue.format] ?? issue.format}`;
}

/** The message for one issue; the limit or the allowed values are part of it. */
export function humanMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required';
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      // A choice left empty (a select with nothing chosen) is missing, not a wrong value.
      if (issue.input === '') return 'Required';
      if (issue.values.length === 1) return `Must be ${shown(issue.values[0])}`;
      return `Must be one of: ${issue.values.map(shown).join(', ')}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${shown(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return issue.input === undefined || issue.input === null ? 'Required' : 'Is not valid';
    case 'invalid_key':
      return 'Has a key that is not valid';
    case 'invalid_element':
      return 'Has an entry that is not valid';
    default:
      return 'Is not valid';
  }
}

z.config({ customError: humanMessage });
