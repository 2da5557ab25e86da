import { BellIcon, CalendarDaysIcon, KeyRoundIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@web/components/layout/page-header';
import { Separator } from '@web/components/ui/separator';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { ApiTokenSettings } from '../components/api-token-settings';
import { CalendarFeedSettings } from '../components/calendar-feed-settings';
import { cn } from '@web/lib/utils';
import { useMediaQuery } from '@web/lib/use-media-query';
import { DiscoveryInterestsSettings } from '../components/discovery-interests-settings';
import { NotificationDelivery } from '../components/notification-delivery';
import { NotificationSettings } from '../components/notification-settings';
import { SecuritySettings } from '../components/security-settings';
import { SettingsMenuExtras } from '../components/settings-menu-extras';
import { SettingsPhoto } from '../components/settings-photo';
import { ProfileForm } from '../components/profile-form';
import { SettingsSection } from '../components/settings-section';

const SECTIONS = [
  { value: 'profile', label: 'Profile', icon: UserIcon, wideOnly: false },
  { value: 'notifications', label: 'Notifications', icon: BellIcon, wideOnly: false },
  { value: 'calendar', label: 'Calendar', icon: CalendarDaysIcon, wideOnly: false },
  { value: 'tokens', label: 'API Tokens', icon: KeyRoundIcon, wideOnly: false },
  { value: 'security', label: 'Security', icon: ShieldIcon, wideOnly: true },
] as const;

type Section = (typeof SECTIONS)[number]['value'];

/** /settings: a side menu on wide screens; tabs (all but Security) on narrow ones. */
export function SettingsPage() {
  // Tailwind's lg breakpoint, where the side menu replaces the tabs.
  const wide = useMediaQuery('(min-width: 1024px)');
  const [chosen, setChosen] = useState<Section>('profile');
  const section = !wide && chosen === 'security' ? 'profile' : chosen;
  const { data: user, isLoading } = useCurrentUserProfile();

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your profile, notifications, calendar feed, API tokens and security."
      />
      <Tabs
        value={section}
        onValueChange={(value) => setChosen(value as Section)}
        orientation={wide ? 'vertical' : 'horizontal'}
        className="gap-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start"
      >
        <div className="grid gap-2">
          {/* Narrow screens scroll the tabs sideways rather than the page. */}
          <div className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
            <TabsList
              aria-label="Settings sections"
              className="h-auto w-max min-w-full lg:w-full lg:flex-col lg:items-stretch lg:bg-transparent lg:p-0"
            >
              {SECTIONS.filter((entry) => wide || !entry.wideOnly).map(
                ({ value, label, icon: Icon }) => (
                  <TabsTrigger
                    key={value}
                    value={value}
                    className={cn(
                      'lg:justify-start lg:px-3 lg:py-2',
                      'lg:data-[state=active]:bg-accent lg:data-[state=active]:text-accent-foreground lg:data-[state=active]:shadow-none',
                    )}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                  </TabsTrigger>
                ),
              )}
            </TabsList>
          </div>
          {wide && <SettingsMenuExtras />}
        </div>
        <div>
          {isLoading && <Skeleton role="status" aria-label="Loading settings" className="h-96" />}
          {!isLoading && !user && (
            <p className="text-muted-foreground">Profile not found. Please log in.</p>
          )}
          {user && (
            <>
              <TabsContent value="profile">
                <SettingsSection title="Profile" description="How others see you in OSPO Events.">
                  <SettingsPhoto user={user} />
                  <Separator />
                  <ProfileForm variant="settings" user={user} />
                </SettingsSection>
              </TabsContent>
              <TabsContent value="notifications">
                <SettingsSection
                  title="Notifications"
                  description="Choose which notifications you receive."
                >
                  <NotificationSettings user={user} />
                  <Separator />
                  <DiscoveryInterestsSettings />
                  <Separator />
                  <NotificationDelivery />
                </SettingsSection>
              </TabsContent>
              <TabsContent value="calendar">
                <SettingsSection
                  title="Calendar"
                  description="Subscribe to events and CFP deadlines from Google Calendar, Outlook or Apple Calendar."
                >
                  <CalendarFeedSettings />
                </SettingsSection>
              </TabsContent>
              <TabsContent value="tokens">
                <SettingsSection
                  title="API Tokens"
                  description="Personal tokens for scripts and tools that use the API."
                >
                  <ApiTokenSettings />
                </SettingsSection>
              </TabsContent>
              {wide && (
                <TabsContent value="security">
                  <SettingsSection
                    title="Security"
                    description="Password, two-factor authentication and connected accounts."
                  >
                    <SecuritySettings />
                  </SettingsSection>
                </TabsContent>
              )}
            </>
          )}
        </div>
      </Tabs>
    </>
  );
}
