import { useState } from 'react';
import { Tabs, TabsContent, TabsOrSelect } from '@web/components/ui/tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Attendee } from '@shared/schemas/attendee';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import type { ListPage } from '@web/components/records/record-list-page';
import { AssetsTab } from './assets-tab';
import { AttendeesTab } from './attendees-tab';
import { CfpSubmissionsTab } from './cfp-submissions-tab';
import { HistoryTab } from './history-tab';
import { SponsorshipsTab } from './sponsorships-tab';
import { TripsTab } from './trips-tab';

type Props = {
  eventId: number;
  attendees: UseQueryResult<ListPage<Attendee>>;
  submissions: UseQueryResult<ListPage<CfpSubmission>>;
  sponsorships: UseQueryResult<ListPage<Sponsorship>>;
};

const TABS = [
  { value: 'attendees', label: 'Attendees' },
  { value: 'cfp', label: 'CFP Submissions' },
  { value: 'sponsorships', label: 'Sponsorships' },
  { value: 'trips', label: 'Trips' },
  { value: 'assets', label: 'Assets' },
  { value: 'history', label: 'History' },
] as const;

/** Attendees (default), CFP Submissions, Sponsorships, Trips, Assets and History. */
export function EventDetailTabs({ eventId, attendees, submissions, sponsorships }: Props) {
  const [tab, setTab] = useState<string>('attendees');
  return (
    <Tabs value={tab} onValueChange={setTab} className="min-w-0 gap-4">
      <TabsOrSelect
        label="Event sections"
        tabs={TABS}
        value={tab}
        onValueChange={setTab}
        className="max-w-full justify-start overflow-x-auto"
      />
      <TabsContent value="attendees">
        <AttendeesTab
          eventId={eventId}
          attendees={attendees.data?.items}
          isPending={attendees.isPending}
          isError={attendees.isError}
        />
      </TabsContent>
      <TabsContent value="cfp">
        <CfpSubmissionsTab
          eventId={eventId}
          submissions={submissions.data?.items}
          isPending={submissions.isPending}
          isError={submissions.isError}
        />
      </TabsContent>
      <TabsContent value="sponsorships">
        <SponsorshipsTab
          eventId={eventId}
          sponsorships={sponsorships.data?.items}
          isPending={sponsorships.isPending}
          isError={sponsorships.isError}
        />
      </TabsContent>
      <TabsContent value="trips">
        <TripsTab eventId={eventId} />
      </TabsContent>
      <TabsContent value="assets">
        <AssetsTab eventId={eventId} />
      </TabsContent>
      <TabsContent value="history">
        <HistoryTab eventId={eventId} />
      </TabsContent>
    </Tabs>
  );
}
