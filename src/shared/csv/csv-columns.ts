import {
  EVENT_GOALS,
  EVENT_PRIORITIES,
  EVENT_SOURCES,
  EVENT_STATUSES,
  EVENT_TYPES,
} from '../domain';
import { toCamelCase } from '../schemas/fields';

export type CsvFieldKind = 'text' | 'url' | 'date' | 'select' | 'multi-select';

export interface CsvTargetColumn {
  /** The event field, as the create schema names it. */
  field: CsvTargetField;
  label: string;
  kind: CsvFieldKind;
  /** The import needs it mapped or given a default. */
  required: boolean;
  options?: readonly string[];
}

export const CSV_TARGET_FIELDS = [
  'name',
  'link',
  'startDate',
  'endDate',
  'location',
  'priority',
  'type',
  'goal',
  'cfpDeadline',
  'cfpLink',
  'earlyBirdDeadline',
  'status',
  'source',
  'notes',
] as const;
export type CsvTargetField = (typeof CSV_TARGET_FIELDS)[number];

/** The event columns a CSV column can map to, in the order the mapping step lists them. */
export const CSV_TARGET_COLUMNS: readonly CsvTargetColumn[] = [
  { field: 'name', label: 'Name', kind: 'text', required: true },
  { field: 'link', label: 'Link', kind: 'url', required: true },
  { field: 'startDate', label: 'Start Date', kind: 'date', required: true },
  { field: 'endDate', label: 'End Date', kind: 'date', required: true },
  { field: 'location', label: 'Location', kind: 'text', required: true },
  {
    field: 'priority',
    label: 'Priority',
    kind: 'select',
    required: true,
    options: EVENT_PRIORITIES,
  },
  { field: 'type', label: 'Type', kind: 'select', required: true, options: EVENT_TYPES },
  { field: 'goal', label: 'Goals', kind: 'multi-select', required: true, options: EVENT_GOALS },
  { field: 'cfpDeadline', label: 'CFP Deadline', kind: 'date', required: false },
  { field: 'cfpLink', label: 'CFP Link', kind: 'url', required: false },
  { field: 'earlyBirdDeadline', label: 'Early Bird Deadline', kind: 'date', required: false },
  { field: 'status', label: 'Status', kind: 'select', required: false, options: EVENT_STATUSES },
  { field: 'source', label: 'Source', kind: 'select', required: false, options: EVENT_SOURCES },
  { field: 'notes', label: 'Notes', kind: 'text', required: false },
];

/** Defaults offered for the required select fields before the user picks any. */
export const CSV_INITIAL_DEFAULTS: CsvDefaultValues = {
  priority: 'medium',
  type: 'conference',
  goal: ['attending'],
};

/** CSV header → event field (or null: not imported). */
export type CsvColumnMapping = Record<string, CsvTargetField | null>;
/** Value per event field used where the field is unmapped or its cell is empty. */
export type CsvDefaultValues = Partial<Record<CsvTargetField, string | string[]>>;

/** A target field from either spelling ('start_date' or 'startDate'); 'goals' is 'goal'. */
export function toTargetField(value: string | null | undefined): CsvTargetField | null {
  if (!value) return null;
  if (value === 'goals') return 'goal';
  const field = toCamelCase(value);
  return (CSV_TARGET_FIELDS as readonly string[]).includes(field)
    ? (field as CsvTargetField)
    : null;
}

/** The target columns no included CSV column and no default value covers. */
export function missingRequiredFields(
  mapping: CsvColumnMapping,
  defaults: CsvDefaultValues,
): CsvTargetColumn[] {
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  return CSV_TARGET_COLUMNS.filter(
    (column) => column.required && !mapped.has(column.field) && !hasValue(defaults[column.field]),
  );
}

/** True for a non-empty default or cell value. */
export function hasValue(value: string | string[] | null | undefined): boolean {
  if (Array.isArray(value)) return value.some((entry) => entry.trim() !== '');
  return typeof value === 'string' && value.trim() !== '';
}
