import {
  ArrowRightIcon,
  CalendarDaysIcon,
  FileTextIcon,
  HandshakeIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAuth } from '@web/lib/auth/auth-context';

const FEATURES = [
  {
    title: 'Event Management',
    description:
      'Keep every conference, meetup, webinar, workshop and hackathon in one calendar with goals and priorities.',
    Icon: CalendarDaysIcon,
  },
  {
    title: 'CFP Tracking',
    description:
      'Follow calls for papers from draft to decision and never miss a submission deadline.',
    Icon: FileTextIcon,
  },
  {
    title: 'Attendee Management',
    description: 'Know who from your team goes where, as a speaker, booth staff or attendee.',
    Icon: UsersIcon,
  },
  {
    title: 'Sponsorship Management',
    description: 'Track sponsorship tiers, amounts, contacts and their status for every event.',
    Icon: HandshakeIcon,
  },
];

/** Landing page: what the product is, and the way in. */
export function HomePage() {
  const { authenticated } = useAuth();
  return (
    <div className="flex flex-col gap-16 py-6 sm:py-12">
      <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <p className="text-muted-foreground rounded-full border px-3 py-1 text-xs font-medium">
          For open source program offices
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">OSPO Events</h1>
        <p className="text-muted-foreground text-lg text-balance">
          Plan and track the conferences, meetups and calls for papers your open source program
          office takes part in, from the first idea to the trip report.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {authenticated ? (
            <Button asChild size="lg">
              <Link to="/events">
                View Events
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to="/auth">
                Sign In
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      </section>

      <section aria-labelledby="features-heading" className="flex flex-col gap-6">
        <h2 id="features-heading" className="sr-only">
          Features
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, description, Icon }) => (
            <li key={title}>
              <Card className="hover:border-primary/50 h-full transition-colors">
                <CardHeader className="gap-3">
                  <span className="bg-primary/15 text-brand flex size-10 items-center justify-center rounded-lg">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <p className="text-muted-foreground text-center text-sm">
        © {new Date().getFullYear()} OSPO Events. All rights reserved.
      </p>
    </div>
  );
}
