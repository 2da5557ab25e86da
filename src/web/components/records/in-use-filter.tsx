import { EnumSelect } from '@web/components/forms/enum-select-field';

/** The 'All' choice: stored values are trimmed, so none starts with a space. */
const ALL = ' all';

type InUseFilterProps = {
  /** 'Filter by role'. */
  label: string;
  /** 'All roles'. */
  allLabel: string;
  /** The values records hold (GET /api/attendees/roles), most used first. */
  values: readonly string[];
  /** The chosen value; '' for all. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/**
 * A list filter choosing one of the values in use of a free-text field (an attendee's role, a
 * sponsorship's tier), or all. A chosen value no record holds any more stays listed.
 */
export function InUseFilter({
  label,
  allLabel,
  values,
  value,
  onChange,
  className,
}: InUseFilterProps) {
  const kept = value && !values.some((entry) => entry.toLowerCase() === value.toLowerCase());
  const options = [ALL, ...(kept ? [value] : []), ...values];
  return (
    <EnumSelect
      options={options}
      optionLabel={(option) => (option === ALL ? allLabel : option)}
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
      aria-label={label}
      className={className}
    />
  );
}
