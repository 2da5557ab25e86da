import { CalendarRangeIcon, CheckCircle2Icon } from 'lucide-react';

const BENEFITS = [
  'Centralize all event information',
  'Streamline approval workflows',
  'Manage attendees and stakeholders',
  'Track CFP submissions and sponsorships',
];

/** The side panel of the sign-in screen, shown from the large breakpoint on. */
export function SignInPanel() {
  return (
    <section
      aria-labelledby="sign-in-panel-heading"
      className="hidden flex-col justify-between gap-10 rounded-2xl bg-gradient-to-br from-indigo-700 via-indigo-800 to-slate-900 p-10 text-white lg:flex"
    >
      <div className="flex items-center gap-2 font-semibold">
        <span className="flex size-8 items-center justify-center rounded-lg bg-white/15">
          <CalendarRangeIcon className="size-4" aria-hidden="true" />
        </span>
        OSPO Events
      </div>
      <div className="space-y-6">
        <h2
          id="sign-in-panel-heading"
          className="text-3xl font-semibold tracking-tight text-balance"
        >
          Every event your open source program office takes part in, in one place.
        </h2>
        <ul className="space-y-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3 text-indigo-50">
              <CheckCircle2Icon className="size-5 shrink-0 text-indigo-200" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-indigo-100">
        Conferences, meetups, webinars, workshops and hackathons.
      </p>
    </section>
  );
}
