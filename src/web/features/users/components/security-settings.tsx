import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Separator } from '@web/components/ui/separator';

const MANAGED = 'Managed by your identity provider.';

function SecurityRow({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">{title}</h3>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {action}
    </div>
  );
}

/**
 * Settings → Security. The product gives these buttons no behaviour; sign-in, passwords and
 * accounts belong to the identity provider, so they are shown disabled with that reason.
 */
export function SecuritySettings() {
  return (
    <div className="grid gap-6">
      <SecurityRow
        title="Password"
        description={MANAGED}
        action={
          <Button variant="outline" disabled>
            Change Password
          </Button>
        }
      />
      <Separator />
      <SecurityRow
        title="Two-Factor Authentication"
        description={MANAGED}
        action={
          <Button variant="outline" disabled>
            Enable 2FA
          </Button>
        }
      />
      <Separator />
      <SecurityRow
        title="Connected Accounts"
        description={MANAGED}
        action={
          <Button variant="outline" disabled>
            Manage
          </Button>
        }
      />
      <section
        aria-labelledby="danger-zone"
        className="border-destructive/60 grid gap-4 rounded-lg border p-4"
      >
        <h3 id="danger-zone" className="font-semibold text-red-700 dark:text-red-300">
          Danger Zone
        </h3>
        <SecurityRow
          title="Delete Account"
          description={`${MANAGED} Ask an administrator to delete your account.`}
          action={
            <Button variant="destructive" disabled>
              Delete Account
            </Button>
          }
        />
      </section>
    </div>
  );
}
