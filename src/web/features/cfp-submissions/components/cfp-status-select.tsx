import { CFP_STATUSES, type CfpStatus } from '@shared/domain';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { formatLabel } from '@web/lib/format';

type CfpStatusSelectProps = {
  value: CfpStatus | undefined;
  onValueChange: (status: CfpStatus) => void;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  disabled?: boolean;
  className?: string;
};

/** One of the five CFP statuses (form field and row dropdown). */
export function CfpStatusSelect({
  value,
  onValueChange,
  className,
  disabled,
  ...triggerProps
}: CfpStatusSelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onValueChange(next as CfpStatus)}
      disabled={disabled}
    >
      <SelectTrigger className={className} {...triggerProps}>
        <SelectValue placeholder="Select a status" />
      </SelectTrigger>
      <SelectContent>
        {CFP_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {formatLabel(status)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
