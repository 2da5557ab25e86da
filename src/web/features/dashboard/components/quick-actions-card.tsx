import {
  CalendarDaysIcon,
  ChevronRightIcon,
  FileTextIcon,
  HandshakeIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { DashboardSection } from './dashboard-section';

const ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/events', label: 'Manage Events', icon: CalendarDaysIcon },
  { to: '/cfp-submissions', label: 'Track CFP Submissions', icon: FileTextIcon },
  { to: '/attendees', label: 'Manage Attendees', icon: UsersIcon },
  { to: '/sponsorships', label: 'Manage Sponsorships', icon: HandshakeIcon },
];

/** Quick Actions: links to the four working lists. */
export function QuickActionsCard() {
  return (
    <DashboardSection title="Quick Actions">
      <ul className="grid gap-2">
        {ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 flex items-center gap-3 rounded-md border px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-[3px]"
            >
              <Icon className="text-muted-foreground size-4" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              <ChevronRightIcon className="text-muted-foreground size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
