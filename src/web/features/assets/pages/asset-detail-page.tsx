import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { RecordHistory } from '@web/components/records/record-history';
import { ApiError } from '@web/lib/api-client';
import { useAsset } from '../api/get-asset';
import { AssetDetails } from '../components/asset-details';

function BackLink() {
  return (
    <Button variant="ghost" asChild className="-ml-3 w-fit">
      <Link to="/assets">
        <ArrowLeftIcon aria-hidden="true" />
        Back to Assets
      </Link>
    </Button>
  );
}

/** /assets/{id}: the same detail view as the dialog, as a page (linked from an event's assets). */
export function AssetDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const asset = useAsset(valid ? id : undefined);

  let message: string | null = null;
  if (!valid) message = 'Invalid Asset ID';
  else if (asset.isPending) message = 'Loading asset...';
  else if (asset.error instanceof ApiError && asset.error.status === 404)
    message = 'Asset Not Found';
  else if (asset.isError) message = 'Failed to load asset. Please try again later.';

  return (
    <div className="grid gap-4">
      <BackLink />
      {message || !asset.data ? (
        <h1
          className="text-2xl font-semibold tracking-tight"
          role={valid && asset.isPending ? 'status' : undefined}
        >
          {message}
        </h1>
      ) : (
        <>
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {asset.data.name}
          </h1>
          <Card>
            <CardContent>
              <AssetDetails asset={asset.data} />
            </CardContent>
          </Card>
          <RecordHistory type="assets" id={asset.data.id} />
        </>
      )}
    </div>
  );
}
