import type { MyWeek, MyWeekLine, MyWeekSection } from '@shared/schemas/my-week';

/** A line with nothing but what it is; tests add the facts they look at. */
export const weekLine = (values: Partial<MyWeekLine> & Pick<MyWeekLine, 'id' | 'title'>) => ({
  href: `/events/${values.id}`,
  date: null,
  days: null,
  since: null,
  detail: null,
  people: [],
  morePeople: 0,
  externalLink: null,
  decideWorkflowId: null,
  discoveryId: null,
  ...values,
});

/** A list of My week, empty unless lines are given. */
export const weekSection = (kind: string, values: Partial<MyWeekSection> = {}): MyWeekSection => ({
  kind,
  title: `Title of ${kind}`,
  empty: `Nothing of ${kind} yet: they would appear here.`,
  dateLabel: 'Due',
  peopleLabel: null,
  overdue: false,
  total: values.lines?.length ?? 0,
  lines: [],
  ...values,
});

/** My week as GET /api/me/week answers it. */
export const myWeek = (sections: MyWeekSection[] = []): MyWeek => ({
  today: '2027-01-10',
  until: '2027-01-24',
  sections,
});
