import { matchPath, Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page';
import { ProtectedRoute } from './protected-route';
import { preloadSignedInShell, RootLayout } from './root-layout';
// In the entry chunk, so the landing page draws at once (no spinner while a chunk loads).
import { HomePage } from './routes/home';

const SignInPage = lazyPage(() => import('./routes/sign-in'), 'SignInPage');
const UnauthorizedPage = lazyPage(() => import('./routes/unauthorized'), 'UnauthorizedPage');
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundPage');

const DashboardPage = lazyPage(
  () => import('@web/features/dashboard/pages/dashboard-page'),
  'DashboardPage',
);
// With the import wizard's button, which the app hands it (features stay apart): both load
// together in the screen's chunks, not with the landing page.
const EventsPage = lazyPage(async () => {
  const [{ EventsPage: Page }, { ImportEventsButton }] = await Promise.all([
    import('@web/features/events/pages/events-page'),
    import('@web/features/imports/components/import-events-button'),
  ]);
  return { EventsPage: () => <Page importAction={<ImportEventsButton />} /> };
}, 'EventsPage');
const EventDetailPage = lazyPage(
  () => import('@web/features/events/pages/event-detail-page'),
  'EventDetailPage',
);
const DiscoverPage = lazyPage(
  () => import('@web/features/discovery/pages/discover-page'),
  'DiscoverPage',
);
const CfpSubmissionsPage = lazyPage(
  () => import('@web/features/cfp-submissions/pages/cfp-submissions-page'),
  'CfpSubmissionsPage',
);
const TalksPage = lazyPage(() => import('@web/features/talks/pages/talks-page'), 'TalksPage');
const TalkDetailPage = lazyPage(
  () => import('@web/features/talks/pages/talk-detail-page'),
  'TalkDetailPage',
);
const SpeakerPage = lazyPage(
  () => import('@web/features/speakers/pages/speaker-page'),
  'SpeakerPage',
);
const MyTalksPage = lazyPage(
  () => import('@web/features/speakers/pages/speaker-page'),
  'MyTalksPage',
);
const AttendeesPage = lazyPage(
  () => import('@web/features/attendees/pages/attendees-page'),
  'AttendeesPage',
);
const TripsPage = lazyPage(() => import('@web/features/trips/pages/trips-page'), 'TripsPage');
const TripPage = lazyPage(() => import('@web/features/trips/pages/trip-page'), 'TripPage');
const SponsorshipsPage = lazyPage(
  () => import('@web/features/sponsorships/pages/sponsorships-page'),
  'SponsorshipsPage',
);
const AssetsPage = lazyPage(() => import('@web/features/assets/pages/assets-page'), 'AssetsPage');
const AssetDetailPage = lazyPage(
  () => import('@web/features/assets/pages/asset-detail-page'),
  'AssetDetailPage',
);
const StakeholdersPage = lazyPage(
  () => import('@web/features/stakeholders/pages/stakeholders-page'),
  'StakeholdersPage',
);
const ApprovalWorkflowsPage = lazyPage(
  () => import('@web/features/approval-workflows/pages/approval-workflows-page'),
  'ApprovalWorkflowsPage',
);
const WorkflowDetailPage = lazyPage(
  () => import('@web/features/approval-workflows/pages/workflow-detail-page'),
  'WorkflowDetailPage',
);
const ProfilePage = lazyPage(() => import('@web/features/users/pages/profile-page'), 'ProfilePage');
const NotificationsPage = lazyPage(
  () => import('@web/features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const AdminUsersPage = lazyPage(
  () => import('@web/features/admin-users/pages/admin-users-page'),
  'AdminUsersPage',
);
const WebhooksPage = lazyPage(
  () => import('@web/features/webhooks/pages/webhooks-page'),
  'WebhooksPage',
);
const WebhookPage = lazyPage(
  () => import('@web/features/webhooks/pages/webhook-page'),
  'WebhookPage',
);
const ConferenceDataPage = lazyPage(
  () => import('@web/features/discovery/pages/conference-data-page'),
  'ConferenceDataPage',
);
const ReportsPage = lazyPage(
  () => import('@web/features/reports/pages/reports-page'),
  'ReportsPage',
);
const ExchangeRatesPage = lazyPage(
  () => import('@web/features/reports/pages/exchange-rates-page'),
  'ExchangeRatesPage',
);
const AuditPage = lazyPage(() => import('@web/features/audit/pages/audit-page'), 'AuditPage');
const SettingsPage = lazyPage(
  () => import('@web/features/users/pages/settings-page'),
  'SettingsPage',
);

/** The signed-in screens, in the route table below and fetched early by preloadPage. */
const SCREENS = [
  ['dashboard', DashboardPage],
  ['events', EventsPage],
  ['events/:id', EventDetailPage],
  ['discover', DiscoverPage],
  ['cfp-submissions', CfpSubmissionsPage],
  ['talks', TalksPage],
  ['talks/:id', TalkDetailPage],
  ['speakers/:id', SpeakerPage],
  ['my-talks', MyTalksPage],
  ['attendees', AttendeesPage],
  ['sponsorships', SponsorshipsPage],
  ['assets', AssetsPage],
  ['assets/:id', AssetDetailPage],
  ['stakeholders', StakeholdersPage],
  ['approval-workflows', ApprovalWorkflowsPage],
  ['reports', ReportsPage],
  ['approval-workflows/:id', WorkflowDetailPage],
  ['profile', ProfilePage],
  ['settings', SettingsPage],
  ['notifications', NotificationsPage],
  ['admin/users', AdminUsersPage],
  ['admin/audit', AuditPage],
  ['admin/conference-data', ConferenceDataPage],
  ['admin/exchange-rates', ExchangeRatesPage],
  ['admin/webhooks', WebhooksPage],
  ['admin/webhooks/:id', WebhookPage],
] as const;

/**
 * Starts fetching the code of the signed-in screen at `pathname` at once, so that it arrives while
 * the sign-in state is still being read instead of after it; with it the shell's signed-in parts.
 */
export function preloadPage(pathname: string) {
  const screen = SCREENS.find(([path]) => matchPath(`/${path}`, pathname));
  if (!screen) return;
  void screen[1].preload();
  preloadSignedInShell();
}

/**
 * The route table (docs/product.md, Screens). Every page but the landing page is its own chunk;
 * signed-in pages sit behind ProtectedRoute.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="auth" element={<SignInPage />} />
        <Route path="login" element={<SignInPage />} />
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="events/:id" element={<EventDetailPage />} />
          <Route path="discover" element={<DiscoverPage />} />
          <Route path="cfp-submissions" element={<CfpSubmissionsPage />} />
          <Route path="talks" element={<TalksPage />} />
          <Route path="talks/:id" element={<TalkDetailPage />} />
          <Route path="speakers/:id" element={<SpeakerPage />} />
          <Route path="my-talks" element={<MyTalksPage />} />
          <Route path="attendees" element={<AttendeesPage />} />
          <Route path="trips" element={<TripsPage />} />
          <Route path="trips/:id" element={<TripPage />} />
          <Route path="sponsorships" element={<SponsorshipsPage />} />
          <Route path="assets" element={<AssetsPage />} />
          <Route path="assets/:id" element={<AssetDetailPage />} />
          <Route path="stakeholders" element={<StakeholdersPage />} />
          <Route path="approval-workflows" element={<ApprovalWorkflowsPage />} />
          <Route path="approval-workflows/:id" element={<WorkflowDetailPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route element={<ProtectedRoute requiredRoles={['admin']} />}>
            <Route path="admin/users" element={<AdminUsersPage />} />
            <Route path="admin/audit" element={<AuditPage />} />
            <Route path="admin/conference-data" element={<ConferenceDataPage />} />
            <Route path="admin/exchange-rates" element={<ExchangeRatesPage />} />
            <Route path="admin/webhooks" element={<WebhooksPage />} />
            <Route path="admin/webhooks/:id" element={<WebhookPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
