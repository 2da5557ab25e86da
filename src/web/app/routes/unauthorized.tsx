import { ArrowLeftIcon, LayoutDashboardIcon, ShieldAlertIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@web/components/ui/card';

/** Where a signed-in user lands without the roles a page needs. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center gap-3">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-500/15 text-red-700 dark:text-red-300">
            <ShieldAlertIcon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">Access Denied</h1>
          <CardDescription>
            Your account doesn't have permission to access this page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground text-sm">
            If you believe this is an error, please contact an administrator.
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => navigate(-1)}>
            <ArrowLeftIcon aria-hidden="true" />
            Go Back
          </Button>
          <Button asChild className="w-full sm:w-auto">
            <Link to="/dashboard">
              <LayoutDashboardIcon aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
