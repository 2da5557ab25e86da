/**
 * What each figure of a report counts: the one source of the help the report shows beside each
 * figure and of the table in docs/reports.md (scripts/docs.test.ts keeps the two equal).
 * Keys are the figure's path in reportSchema.
 */
export const REPORT_DEFINITIONS = {
  'events.tracked': {
    label: 'Events tracked',
    help: 'Events starting in the period (the start date decides: an event from 31 March to 2 April is in Q1).',
  },
  'events.attended': {
    label: 'Events attended',
    help: 'Tracked events with at least one attendee or one completed trip (completed or reported).',
  },
  'cfp.submissions': {
    label: 'Submissions',
    help: 'CFP submissions to tracked events that were sent: submitted, accepted, rejected or withdrawn (drafts are not counted).',
  },
  'cfp.decided': {
    label: 'Decided',
    help: 'Submissions the event answered: accepted or rejected. Withdrawn and still-submitted ones are not decided.',
  },
  'cfp.accepted': { label: 'Accepted', help: 'Submissions with the status accepted.' },
  'cfp.acceptanceRate': {
    label: 'Acceptance rate',
    help: 'Accepted divided by decided; empty when nothing was decided.',
  },
  'cfp.missedDeadlines': {
    label: 'CFP deadlines missed',
    help: 'Events with the speaking goal whose CFP deadline fell in the period and has passed, with no submission other than drafts.',
  },
  'people.travellers': {
    label: 'Travellers',
    help: 'People with a completed or reported trip to a tracked event.',
  },
  'people.speakers': {
    label: 'Speakers',
    help: 'People (the submitter, else the name on the submission) with a talk given.',
  },
  'people.talksGiven': {
    label: 'Talks given',
    help: 'Accepted submissions to tracked events that have ended (end date before today).',
  },
  'reach.peopleReached': {
    label: 'People reached',
    help: 'The sum of people reached in the trip reports of tracked events.',
  },
  'reach.leads': {
    label: 'Leads',
    help: 'The sum of leads in the trip reports of tracked events.',
  },
  'reach.averageRating': {
    label: 'Average event rating',
    help: 'The mean of the ratings (1 to 5) given in trip reports; reports without one are left out.',
  },
  'reach.goAgainShare': {
    label: '"Go again" share',
    help: 'Trip reports answering yes to "go again", over the reports answering the question.',
  },
  'reach.reportCompletion': {
    label: 'Trip report completion',
    help: 'Reported trips over trips completed or reported (a completed trip is waiting for its report).',
  },
  'money.sponsorshipCommitted': {
    label: 'Sponsorship committed',
    help: 'Amounts of confirmed sponsorships of tracked events.',
  },
  'money.sponsorshipPending': {
    label: 'Sponsorship pending',
    help: 'Amounts of pending sponsorships of tracked events (cancelled ones are left out).',
  },
  'money.tripEstimates': {
    label: 'Trip estimates approved',
    help: 'Estimates of trips that were approved: approved, booked, completed or reported. Cancelled trips are left out.',
  },
  'money.tripActuals': {
    label: 'Trip actuals',
    help: 'Actual amounts of the same trips (approved or later, not cancelled).',
  },
  'money.actualMinusEstimate': {
    label: 'Actual minus estimate',
    help: 'Trip actuals minus trip estimates approved: above 0 is over the plan.',
  },
  'money.costPerTalkGiven': {
    label: 'Cost per talk given',
    help: 'Trip actuals divided by talks given; empty when no talk was given.',
  },
  'money.costPerPersonReached': {
    label: 'Cost per person reached',
    help: 'Trip actuals divided by people reached; empty when nobody was reached.',
  },
  money: {
    label: 'Money',
    help: 'Amounts are per currency and never summed across currencies. Converted totals appear only when Admin → Exchange rates has a rate for every currency and month used (the month of the event’s start), and name those rates.',
  },
  costPerPerson: {
    label: 'Best and worst cost per person reached',
    help: 'Events with actual trip costs and people reached, ranked by actuals over people reached (lowest first is best).',
  },
  'series.acceptanceOverTime': {
    label: 'Acceptance rate over time',
    help: 'Accepted over decided, per quarter, for the eight quarters ending with the period.',
  },
  'series.spendByQuarter': {
    label: 'Spend by quarter',
    help: 'Trip estimates approved and actuals per quarter and cost category.',
  },
  'series.eventsPerMonth': {
    label: 'Events per month',
    help: 'Tracked events per month of their start date, by type.',
  },
  'series.countries': {
    label: 'Countries',
    help: 'Where tracked events take place: the last part of the location ("Berlin, Germany" is Germany), or Online.',
  },
} as const satisfies Record<string, { label: string; help: string }>;
