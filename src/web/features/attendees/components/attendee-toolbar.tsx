import { SearchIcon } from 'lucide-react';
import { InUseFilter } from '@web/components/records/in-use-filter';
import { Input } from '@web/components/ui/input';
import { useAttendeeRoles } from './attendee-roles';

type AttendeeToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  role: string;
  onRoleChange: (role: string) => void;
};

/** Search box and role filter (the roles in use) above the attendees table. */
export function AttendeeToolbar({
  search,
  onSearchChange,
  role,
  onRoleChange,
}: AttendeeToolbarProps) {
  const roles = useAttendeeRoles();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="text-muted-foreground absolute top-2.5 left-3 size-4"
        />
        <Input
          type="search"
          aria-label="Search attendees"
          placeholder="Search by name or email..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <InUseFilter
        label="Filter by role"
        allLabel="All roles"
        values={roles.used}
        value={role}
        onChange={onRoleChange}
        className="sm:w-48"
      />
    </div>
  );
}
