import { PageHeader } from '@web/components/layout/page-header';

/** /assets: abstracts, bios, headshots, trip reports and presentations. */
export function AssetsPage() {
  return (
    <PageHeader
      title="Assets"
      description="Manage abstracts, bios, headshots and other assets for your events."
    />
  );
}
