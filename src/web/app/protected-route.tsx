import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Card, CardContent } from '@web/components/ui/card';
import { useAuth } from '@web/lib/auth/auth-context';

type ProtectedRouteProps = {
  /** At least one of these roles is needed; otherwise the user goes to /unauthorized. */
  requiredRoles?: string[];
  children?: ReactNode;
};

/** Lets signed-in users through; others go to /login (nothing else is remembered). */
export function ProtectedRoute({ requiredRoles, children }: ProtectedRouteProps) {
  const { initialized, authenticated, hasRole } = useAuth();

  if (!initialized) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Card className="w-full max-w-sm">
          <CardContent
            role="status"
            className="text-muted-foreground flex items-center justify-center gap-3"
          >
            <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
            Verifying authentication...
          </CardContent>
        </Card>
      </div>
    );
  }
  if (!authenticated) return <Navigate to="/login" replace />;
  if (requiredRoles && requiredRoles.length > 0 && !hasRole(requiredRoles)) {
    return <Navigate to="/unauthorized" replace />;
  }
  return children ?? <Outlet />;
}
