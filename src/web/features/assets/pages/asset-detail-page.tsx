import { useParams } from 'react-router';
import { PageHeader } from '@web/components/layout/page-header';

/** /assets/{id}: one asset, linked from the event detail. */
export function AssetDetailPage() {
  const { id } = useParams();
  return <PageHeader title="Asset Details" description={`Asset #${id}`} />;
}
