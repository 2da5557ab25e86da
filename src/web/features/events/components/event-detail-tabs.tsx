import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
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

type Props = {
  eventId: number;
  attendees: UseQueryResult<ListPage<Attendee>>;
  submissions: UseQueryResult<ListPage<CfpSubmission>>;
  sponsorships: UseQueryResult<ListPage<Sponsorship>>;
};

/** Attendees (default), CFP Submissions, Sponsorships, Assets and History. */
export function EventDetailTabs({ eventId, attendees, submissions, sponsorships }: Props) {
  return (
    <Tabs defaultValue="attendees" className="min-w-0 gap-4">
      <TabsList className="max-w-full justify-start overflow-x-auto">
        <TabsTrigger value="attendees">Attendees</TabsTrigger>
        <TabsTrigger value="cfp">CFP Submissions</TabsTrigger>
        <TabsTrigger value="sponsorships">Sponsorships</TabsTrigger>
        <TabsTrigger value="assets">Assets</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
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
      <TabsContent value="assets">
        <AssetsTab eventId={eventId} />
      </TabsContent>
      <TabsContent value="history">
        <HistoryTab eventId={eventId} />
      </TabsContent>
    </Tabs>
  );
}
