/** Enumerations and limits of the product (docs/product.md), shared by the API and the browser. */

export const PRODUCT_NAME = 'OSPO Events';

export const EVENT_PRIORITIES = ['essential', 'high', 'medium', 'low', 'nice to have'] as const;
/** Priorities a badge can render; 'important' only arrives from older data. */
export const EVENT_PRIORITY_BADGES = [...EVENT_PRIORITIES, 'important'] as const;
export type EventPriority = (typeof EVENT_PRIORITIES)[number];

export const EVENT_TYPES = ['conference', 'meetup', 'webinar', 'workshop', 'hackathon'] as const;
export const EVENT_TYPE_BADGES = [...EVENT_TYPES, 'networking', 'summit'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_GOALS = [
  'speaking',
  'sponsoring',
  'attending',
  'exhibiting',
  'networking',
] as const;

export const EVENT_STATUSES = ['planning', 'confirmed', 'completed', 'cancelled'] as const;

export const EVENT_SOURCES = [
  'manual',
  'csv_import',
  'api_import',
  'suggested',
  'external_sync',
] as const;

export const CFP_STATUSES = ['draft', 'submitted', 'accepted', 'rejected', 'withdrawn'] as const;
export type CfpStatus = (typeof CFP_STATUSES)[number];

export const TALK_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const TALK_FORMATS = ['talk', 'lightning talk', 'workshop', 'keynote', 'panel'] as const;

/** A talk's length in minutes: a five-minute lightning talk to a full-day workshop. */
export const TALK_DURATION = { min: 5, max: 480 } as const;

export const SPONSORSHIP_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

export const ASSET_TYPES = [
  'abstract',
  'bio',
  'headshot',
  'trip_report',
  'presentation',
  'other',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Stakeholder roles: the seven the screen offers, plus six older ones the API still accepts. */
export const STAKEHOLDER_SCREEN_ROLES = [
  'primary_contact',
  'decision_maker',
  'technical_reviewer',
  'budget_approver',
  'legal_reviewer',
  'marketing_contact',
  'logistics_coordinator',
] as const;
export const STAKEHOLDER_SCHEMA_ROLES = [
  'executive',
  'manager',
  'legal',
  'finance',
  'marketing',
  'technical',
] as const;
export const STAKEHOLDER_ROLES = [
  ...STAKEHOLDER_SCREEN_ROLES,
  ...STAKEHOLDER_SCHEMA_ROLES,
] as const;

export const WORKFLOW_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const WORKFLOW_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'changes_requested',
  'on_hold',
] as const;
export const WORKFLOW_ITEM_TYPES = [
  'event',
  'cfp_submission',
  'sponsorship',
  'asset',
  'budget_request',
  'travel_request',
  'speaker_proposal',
] as const;
/** Trips (docs/product.md, Trips): who goes as what, what it costs, what is booked. */
export const TRIP_ROLES = [
  'speaker',
  'attendee',
  'booth_staff',
  'organiser',
  'sponsor_staff',
] as const;
export const TRIP_COST_CATEGORIES = [
  'ticket',
  'transport',
  'lodging',
  'meals',
  'visa',
  'other',
] as const;
/** The booking checklist of an approved trip: each item not needed, to book or booked. */
export const TRIP_BOOKING_ITEMS = ['ticket', 'transport', 'lodging'] as const;
export type TripBookingItem = (typeof TRIP_BOOKING_ITEMS)[number];
export const TRIP_BOOKING_STATES = ['not_needed', 'to_book', 'booked'] as const;
export const TRIP_REIMBURSEMENT_STATES = ['not_claimed', 'claimed', 'paid'] as const;
export const TRIP_GO_AGAIN = ['yes', 'no', 'maybe'] as const;

export const REVIEWER_DECISIONS = ['pending', 'approved', 'rejected', 'changes_requested'] as const;

export const PROFILE_PAGE_ROLES = [
  'Community Manager',
  'Developer Relations',
  'Technical Writer',
  'Software Engineer',
  'Product Manager',
  'Marketing Manager',
  'Other',
] as const;
export const SETTINGS_PAGE_ROLES = [
  'community_architect',
  'developer_advocate',
  'community_manager',
  'ospo_lead',
  'other',
] as const;

export const NOTIFICATION_DEFAULTS = {
  email_notifications: true,
  cfp_deadline_reminders: true,
  cfp_status_updates: true,
  new_cfp_digest: false,
  event_reminders: true,
} as const;

export const LIMITS = {
  eventsPageSize: 12,
  detailAttendees: 10,
  detailSubmissions: 5,
  detailSponsorships: 5,
  detailAssetsBeforeViewAll: 6,
  detailTrips: 10,
  csvPreviewRows: 5,
  csvResultErrors: 10,
  csvToastErrors: 2,
  duplicateNameSimilarity: 0.8,
  dashboardUpcomingDays: 30,
  dashboardUpcomingMax: 5,
  dashboardCfpDays: 14,
  dashboardRecentSubmissions: 5,
  cfpWarningDays: 7,
  uploadMaxBytes: 10 * 1024 * 1024,
  headshotMaxBytes: 10 * 1024 * 1024,
  avatarInitials: 2,
  bioMax: 160,
} as const;

export const ASSET_FILE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'pptx',
  'ppt',
  'docx',
  'doc',
  'zip',
] as const;
export const HEADSHOT_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
