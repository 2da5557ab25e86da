import {
  CSV_TARGET_COLUMNS,
  CSV_TARGET_FIELDS,
  type CsvColumnMapping,
  type CsvTargetField,
} from './csv-columns';

/** 'Start Date', 'startDate', 'start_date' and 'START-DATE' all read 'startdate'. */
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

// Other names the same columns commonly carry in exported spreadsheets.
const ALIASES: Record<string, CsvTargetField> = {
  eventname: 'name',
  title: 'name',
  event: 'name',
  conference: 'name',
  url: 'link',
  website: 'link',
  eventurl: 'link',
  eventlink: 'link',
  start: 'startDate',
  begin: 'startDate',
  from: 'startDate',
  end: 'endDate',
  to: 'endDate',
  finish: 'endDate',
  city: 'location',
  place: 'location',
  venue: 'location',
  eventtype: 'type',
  goals: 'goal',
  cfp: 'cfpDeadline',
  cfpdate: 'cfpDeadline',
  cfpend: 'cfpDeadline',
  cfpenddate: 'cfpDeadline',
  cfpurl: 'cfpLink',
  earlybird: 'earlyBirdDeadline',
  note: 'notes',
  comments: 'notes',
};

const BY_NAME = new Map<string, CsvTargetField>([
  ...CSV_TARGET_FIELDS.map((field) => [normalise(field), field] as const),
  ...CSV_TARGET_COLUMNS.map((column) => [normalise(column.label), column.field] as const),
  ...Object.entries(ALIASES),
]);

/** Maps obvious headers to event fields; each field goes to the first header that names it. */
export function autoMapColumns(headers: readonly string[]): CsvColumnMapping {
  const taken = new Set<CsvTargetField>();
  const mapping: CsvColumnMapping = {};
  for (const header of headers) {
    const field = BY_NAME.get(normalise(header)) ?? null;
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}
