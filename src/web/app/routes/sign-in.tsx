import { LogInIcon, UserPlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@web/components/ui/card';
import { useAuth } from '@web/lib/auth/auth-context';
import { SignInPanel } from './sign-in-panel';

/** /auth and /login: the way to the identity provider's sign-in and registration pages. */
export function SignInPage() {
  const { authenticated, login, register } = useAuth();
  const [connecting, setConnecting] = useState(false);

  // Coming back with the browser's Back button restores this page from cache: re-enable it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setConnecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (authenticated) return <Navigate to="/" replace />;

  const start = async (action: () => Promise<void>) => {
    setConnecting(true);
    try {
      await action();
    } catch {
      // The redirect failed twice; the toast has already explained, so let the user try again.
      setConnecting(false);
    }
  };

  return (
    <div className="grid gap-8 lg:min-h-[32rem] lg:grid-cols-2">
      <SignInPanel />
      <div className="flex items-center justify-center">
        <Card className="w-full max-w-sm">
          <CardHeader className="text-center">
            <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">
              Welcome to OSPO Events
            </h1>
            <CardDescription>
              Sign in to your account to access the event management system
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Button
              size="lg"
              className="w-full"
              disabled={connecting}
              onClick={() => void start(login)}
            >
              <LogInIcon aria-hidden="true" />
              {connecting ? 'Connecting...' : 'Log In'}
            </Button>
            <div className="text-muted-foreground flex items-center gap-3 text-xs">
              <span aria-hidden="true" className="bg-border h-px flex-1" />
              Or
              <span aria-hidden="true" className="bg-border h-px flex-1" />
            </div>
            <Button
              size="lg"
              variant="outline"
              className="w-full"
              disabled={connecting}
              onClick={() => void start(register)}
            >
              <UserPlusIcon aria-hidden="true" />
              Create an Account
            </Button>
          </CardContent>
          <CardFooter>
            <p className="text-muted-foreground w-full text-center text-xs">
              By signing up, you agree to our Terms of Service and Privacy Policy
            </p>
          </CardFooter>
        </Card>
      </div>
    </div>
  );
}
