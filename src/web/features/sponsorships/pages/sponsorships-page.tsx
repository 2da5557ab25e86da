import { PageHeader } from '@web/components/layout/page-header';

/** /sponsorships: sponsorship deals per event. */
export function SponsorshipsPage() {
  return (
    <PageHeader
      title="Sponsorships"
      description="Sponsorship tiers, amounts, contacts and status per event."
    />
  );
}
