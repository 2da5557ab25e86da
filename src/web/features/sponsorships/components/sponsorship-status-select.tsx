import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { formatLabel } from '@web/lib/format';
import type { SponsorshipStatus } from '../api/get-sponsorships';
import { SPONSORSHIP_STATUSES } from './sponsorship-options';

type SponsorshipStatusSelectProps = {
  value: SponsorshipStatus | undefined;
  onValueChange: (status: SponsorshipStatus) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** Pending, Confirmed or Cancelled. */
export function SponsorshipStatusSelect({
  value,
  onValueChange,
  ...triggerProps
}: SponsorshipStatusSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as SponsorshipStatus)}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder="Select a status" />
      </SelectTrigger>
      <SelectContent>
        {SPONSORSHIP_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {formatLabel(status)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
