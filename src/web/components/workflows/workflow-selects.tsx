import type { FormControlProps } from '@web/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { REQUEST_TYPES, titleCase } from './workflow-labels';

type SelectProps<T extends string> = Partial<FormControlProps> & {
  value: T | '';
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** The create form's six request types. */
export function RequestTypeSelect({ value, onChange, disabled, ...control }: SelectProps<string>) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control}>
        <SelectValue placeholder="Select a request type" />
      </SelectTrigger>
      <SelectContent>
        {/* An existing workflow may carry a type the form no longer offers (asset). */}
        {[...new Set([...REQUEST_TYPES, ...(value ? [value] : [])])].map((type) => (
          <SelectItem key={type} value={type}>
            {titleCase(type)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
