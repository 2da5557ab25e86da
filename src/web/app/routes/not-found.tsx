import { HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Any path outside the route table. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-brand text-7xl font-bold tracking-tighter">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="text-muted-foreground">
        The page you are looking for doesn't exist or has been moved.
      </p>
      <Button asChild>
        <Link to="/">
          <HomeIcon aria-hidden="true" />
          Go Home
        </Link>
      </Button>
    </div>
  );
}
