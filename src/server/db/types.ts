/**
 * Row types of the database (see migrations/ for the schema). `Generated` marks columns the
 * database fills when an insert leaves them out.
 */
import type { Generated } from 'kysely';
import type { RegionCode } from '../../../regions/schema.ts';

/** 0/1 stored for booleans. */
export type Bit = 0 | 1;

export type ProfileType = 'escort' | 'venue' | 'punter' | 'escort_ai';
export type VenueKind = 'brothel' | 'agency' | 'studio' | 'club' | 'massage_parlour';
export type PartnerName = 'solad' | 'strip-chat' | 'susi-live';

export interface MetaTable {
  key: string;
  value: string;
}

export interface RolesTable {
  id: number;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  date_of_birth: string | null;
  manager_id: number | null;
  is_quarantined: Generated<Bit>;
  vip_valid_till: string | null;
  token_version: Generated<number>;
  region: RegionCode;
  locale: string | null;
  is_demo: Generated<Bit>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  terms_accepted_at: string | null;
  /** How the phone number is verified and codes are sent. */
  phone_channel: 'sms' | 'whatsapp' | null;
  /** Which registration form created the account (registration, from-gallery, from-tip, from-punter-modal). */
  registration_source: string | null;
  /** Admins' second factor: base32 TOTP secret (pending until totp_enabled_at is set). */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step accepted (each code works once). */
  totp_last_step: number | null;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface PlacesTable {
  id: Generated<number>;
  region: RegionCode;
  slug: string;
  name: string;
  search_name: string;
  kind: 'state' | 'place' | 'district';
  state_slug: string;
  state_id: number | null;
  parent_slug: string | null;
  parent_id: number | null;
  lat: number;
  lon: number;
  population: number;
  active: Generated<Bit>;
}

export interface ServicesTable {
  id: number;
  key: string;
  bit: number;
  position: number;
}

export interface ProfilesTable {
  user_id: number;
  profile_type: ProfileType;
  region: RegionCode;
  /** The account's username until the owner chose a name (display_name_chosen = 0). */
  display_name: string;
  /** 0 while the owner has not chosen a display name (a new escort's profile). */
  display_name_chosen: Generated<Bit>;
  slogan: string | null;
  about: string | null;
  published: Generated<Bit>;
  published_at: string | null;
  verified_at: string | null;
  gold_until: string | null;
  place_id: number | null;
  city: string | null;
  suburb: string | null;
  street: string | null;
  postcode: string | null;
  country: string | null;
  display_address: Generated<Bit>;
  location_additional_info: string | null;
  lat: number | null;
  lon: number | null;
  date_of_birth: string | null;
  gender: string | null;
  ethnicity: string | null;
  nationality: string | null;
  skin_color: string | null;
  breast_size: string | null;
  hair_color: string | null;
  hair_length: string | null;
  eye_color: string | null;
  body_type: string | null;
  dress_size: string | null;
  cup_size: string | null;
  height_cm: number | null;
  /** JSON array of ISO 639-1 codes. */
  languages: Generated<string>;
  user_type: Bit | null;
  meeting_location: Bit | null;
  venue_kind: VenueKind | null;
  venue_section_title: string | null;
  /** JSON array of amenity keys. */
  amenities: Generated<string>;
  /** JSON array of the venue's food and drinks. */
  food_and_drinks: Generated<string>;
  /** The venue an escort works at (assigned by a manager). */
  venue_id: number | null;
  phone: string | null;
  phone_private: Generated<Bit>;
  phone_on_whatsapp: Generated<Bit>;
  contact_email: string | null;
  email_private: Generated<Bit>;
  telegram: string | null;
  website: string | null;
  has_video: Generated<Bit>;
  ai_model: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** The onboarding step the escort is on ('done' once published). */
  onboarding_step: Generated<'contact' | 'about' | 'location' | 'media' | 'services' | 'done'>;
  /** JSON array of the onboarding steps saved at least once. */
  onboarding_saved: Generated<string>;
  /** The contact e-mail may be used to reach the escort (SPEC §3 contact_email). */
  allow_contact_email: Generated<Bit>;
  /** The phone may be used to reach the escort (SPEC §3 contact_phone). */
  allow_contact_phone: Generated<Bit>;
  /** "Available now" shows until this instant. */
  available_now_until: string | null;
  /** Published but held for review: not listed until support approves it. */
  quarantined: Generated<Bit>;
  /** When moderation last reviewed the profile (the queue lists what changed since). */
  moderated_at: string | null;
}

export interface ProfileServicesTable {
  profile_id: number;
  service_id: number;
}

export interface ProfilePricesTable {
  id: Generated<number>;
  profile_id: number;
  duration_minutes: number;
  incall_cents: number | null;
  outcall_cents: number | null;
}

export interface AvailabilityTable {
  profile_id: number;
  weekday: number;
  opens: string;
  closes: string;
}

export interface PhotosTable {
  id: Generated<number>;
  profile_id: number;
  position: number;
  width: number;
  height: number;
  is_main: Generated<Bit>;
  is_explicit: Generated<Bit>;
  seed: number;
  created_at: Generated<string>;
  /** Key of the renditions in media storage; null for generated placeholders. */
  storage_key: string | null;
  /** Comma-separated WebP widths written ("320,640,1280"). */
  widths: string | null;
  /** Base64 ThumbHash placeholder. */
  thumbhash: string | null;
  /** 64-bit perceptual hash as 16 hex digits. */
  phash: string | null;
  status: Generated<'ok' | 'flagged'>;
  /** Comma-separated kinds of metadata removed ("location,camera"). */
  removed: string | null;
  /** Bytes stored (the renditions); 0 without a file, null until measured (stored before sizes were kept). */
  bytes: number | null;
}

/** Views and contact clicks of a profile on one Europe/Berlin day. */
export interface ProfileStatsTable {
  profile_id: number;
  /** "YYYY-MM-DD". */
  day: string;
  views: Generated<number>;
  contact_clicks: Generated<number>;
}

export interface ReviewsTable {
  id: Generated<number>;
  profile_id: number;
  author_id: number | null;
  rating: number;
  body: string;
  created_at: Generated<string>;
  deleted_at: string | null;
  /** 1 when the author was VIP when writing it. */
  author_vip: Generated<number>;
}

export interface ReviewRepliesTable {
  id: Generated<number>;
  review_id: number;
  author_id: number | null;
  body: string;
  created_at: Generated<string>;
}

export interface FavouritesTable {
  user_id: number;
  profile_id: number;
  created_at: Generated<string>;
}

export interface RedirectsTable {
  id: Generated<number>;
  region: RegionCode;
  from_path: string;
  to_path: string;
  status_code: Generated<301 | 302 | 307 | 308>;
}

export interface PartnerAdvertsTable {
  id: Generated<number>;
  partner: PartnerName;
  region: RegionCode;
  place_id: number | null;
  title: string;
  subtitle: string | null;
  target_url: string;
  image_seed: number;
  is_live: Generated<Bit>;
  weight: Generated<number>;
  active: Generated<Bit>;
}

export interface ProfileReportsTable {
  id: Generated<number>;
  profile_id: number;
  reporter_id: number | null;
  reason: string;
  message: string | null;
  contact_email: string | null;
  request_id: string | null;
  created_at: Generated<string>;
  resolved_at: string | null;
  /** The reporter's client address (finds a repeated anonymous report). */
  reporter_ip: string | null;
  /** The admin who resolved the report, and their note. */
  resolved_by: number | null;
  resolution_note: string | null;
}

/** A kind of restriction a statement of reasons explains. */
export type RestrictionKind = 'quarantine' | 'unpublish' | 'photo_removal' | 'review_removal' | 'account_quarantine';

/** A restriction's statement of reasons, with the affected user's one appeal and its outcome. */
export interface RestrictionsTable {
  id: Generated<number>;
  /** The affected user (who sees the statement and may appeal). */
  user_id: number;
  kind: RestrictionKind;
  target_type: string;
  target_id: number;
  reason_code: string;
  reason_text: string;
  decided_by: number;
  decided_at: Generated<string>;
  appeal_text: string | null;
  appealed_at: string | null;
  appeal_outcome: 'upheld' | 'reversed' | null;
  appeal_note: string | null;
  appeal_decided_by: number | null;
  appeal_decided_at: string | null;
}

/** One admin action; append-only, each entry hash-chained to the one before. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  reason: string | null;
  at: string;
  /** JSON object. */
  payload: Generated<string>;
  prev_hash: string;
  hash: string;
}

/** The denormalised search row (integers; codes defined in search-index.ts). */
export interface ProfileSearchTable {
  region: number;
  kind: number;
  rank: number;
  profile_id: number;
  place_id: number | null;
  /** The town of the place (a district's city, else the place itself). */
  city_id: number | null;
  state_id: number | null;
  lat: number | null;
  lon: number | null;
  dob: number | null;
  gender: number;
  ethnicity: number;
  nationality: number;
  skin: number;
  body: number;
  breast: number;
  hair: number;
  user_type: number | null;
  meeting: number | null;
  services: number;
  price_from: number | null;
  published_at: number;
  flags: number;
  /** Above every revision in the table when the row was written (page keys of the site build). */
  rev: number;
  /** When the profile's "available now" ends, in seconds since 1970; NULL when it is off (migration 0027). */
  available_until: number | null;
}

/** A manager's own business contact (the manager area's contact details page). */
export interface ManagerContactsTable {
  user_id: number;
  phone: string | null;
  email: string | null;
  company_name: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  updated_at: string;
}

export interface DB {
  meta: MetaTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  places: PlacesTable;
  services: ServicesTable;
  profiles: ProfilesTable;
  profile_services: ProfileServicesTable;
  profile_prices: ProfilePricesTable;
  availability: AvailabilityTable;
  photos: PhotosTable;
  reviews: ReviewsTable;
  review_replies: ReviewRepliesTable;
  favourites: FavouritesTable;
  redirects: RedirectsTable;
  partner_adverts: PartnerAdvertsTable;
  profile_reports: ProfileReportsTable;
  profile_search: ProfileSearchTable;
  auth_secrets: AuthSecretsTable;
  revoked_sessions: RevokedSessionsTable;
  outbox: OutboxTable;
  captcha_uses: CaptchaUsesTable;
  impersonation_log: ImpersonationLogTable;
  jobs: JobsTable;
  recovery_codes: RecoveryCodesTable;
  security_events: SecurityEventsTable;
  profile_stats: ProfileStatsTable;
  manager_contacts: ManagerContactsTable;
  restrictions: RestrictionsTable;
  audit_log: AuditLogTable;
  ledger_journals: LedgerJournalsTable;
  ledger_entries: LedgerEntriesTable;
  transactions: TransactionsTable;
  transaction_events: TransactionEventsTable;
  payment_inbox: PaymentInboxTable;
  idempotency_keys: IdempotencyKeysTable;
  subscriptions: SubscriptionsTable;
  tips: TipsTable;
  punter_contacts: PunterContactsTable;
  review_reports: ReviewReportsTable;
  saved_searches: SavedSearchesTable;
  saved_search_mails: SavedSearchMailsTable;
  galleries: GalleriesTable;
  gallery_items: GalleryItemsTable;
  gallery_purchases: GalleryPurchasesTable;
  guest_gallery_checkouts: GuestGalleryCheckoutsTable;
  age_verification_requests: AgeVerificationRequestsTable;
  age_verifications: AgeVerificationsTable;
  conversations: ConversationsTable;
  message_attachments: MessageAttachmentsTable;
  messages: MessagesTable;
  conversation_reads: ConversationReadsTable;
  messaging_settings: MessagingSettingsTable;
  user_blocks: UserBlocksTable;
  conversation_reports: ConversationReportsTable;
  notifications: NotificationsTable;
  escort_call_feedback: EscortCallFeedbackTable;
  tracking_events: TrackingEventsTable;
  traffic_clicks: TrafficClicksTable;
  profile_daily_stats: ProfileDailyStatsTable;
  search_daily_stats: SearchDailyStatsTable;
  partner_daily_stats: PartnerDailyStatsTable;
  tracking_rollups: TrackingRollupsTable;
  alarme_settings: AlarmeSettingsTable;
  alarme_contacts: AlarmeContactsTable;
  alarme_meetings: AlarmeMeetingsTable;
  alarme_actions: AlarmeActionsTable;
  alarme_recipients: AlarmeRecipientsTable;
  alarme_deliveries: AlarmeDeliveriesTable;
  ai_creations: AiCreationsTable;
  ai_images: AiImagesTable;
  ai_usage: AiUsageTable;
  rate_limit_windows: RateLimitWindowsTable;
  login_failures: LoginFailuresTable;
  login_failure_addresses: LoginFailureAddressesTable;
  site_rebuilds: SiteRebuildsTable;
  mail_deliveries: MailDeliveriesTable;
  gateway_messages: GatewayMessagesTable;
}

export type SecretPurpose = 'verify_email' | 'verify_phone' | 'reset_email' | 'reset_sms' | 'impersonate';
export type MessageChannel = 'email' | 'sms' | 'whatsapp';

/**
 * Where a message handed to an SMS gateway stands: `pending` until its send job has the gateway take
 * it, then the gateway's own status (Twilio's message status values; `failed` also when the gateway
 * refused it for good).
 */
export type GatewayMessageStatus =
  | 'pending'
  | 'accepted'
  | 'scheduled'
  | 'queued'
  | 'sending'
  | 'sent'
  | 'delivery_unknown'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'canceled'
  | 'read';

/** A message handed to an SMS gateway (migration 0029; src/server/notify/twilio.ts). */
export interface GatewayMessagesTable {
  id: Generated<number>;
  provider: 'twilio';
  channel: 'sms' | 'whatsapp';
  recipient: string;
  purpose: string;
  /** The text; NULL once the gateway took it or refused it for good. */
  body: string | null;
  user_id: number | null;
  /** A message sent again under the same key is stored (and sent) once. */
  dedupe_key: string | null;
  status: Generated<GatewayMessageStatus>;
  /** The gateway's id of the message (Twilio's MessageSid). */
  provider_sid: string | null;
  /** The gateway's error code of a refused or undelivered message. */
  error_code: number | null;
  error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
  status_at: string | null;
}

/** A verification, reset or impersonation secret; only hashes of the secret and code are kept. */
export interface AuthSecretsTable {
  id: Generated<number>;
  purpose: SecretPurpose;
  user_id: number | null;
  target_user_id: number | null;
  handle_hash: string | null;
  token_hash: string | null;
  code_hash: string | null;
  whatsapp_code: string | null;
  channel: MessageChannel | null;
  recipient: string | null;
  redirect_path: string | null;
  attempts: Generated<number>;
  send_count: Generated<number>;
  last_sent_at: string;
  whatsapp_received_at: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}

export interface RevokedSessionsTable {
  jti: string;
  user_id: number | null;
  expires_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  link: string | null;
  code: string | null;
  user_id: number | null;
  created_at: Generated<string>;
  /** A message sent again under the same key is stored once (alarme deliveries). */
  dedupe_key: string | null;
}

export interface CaptchaUsesTable {
  signature: string;
  expires_at: string;
}

export interface ImpersonationLogTable {
  id: Generated<number>;
  action: 'start' | 'stop' | 'refused';
  admin_id: number;
  user_id: number;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  created_at: Generated<string>;
  /** Why an attempt was refused (`refused` rows only). */
  reason: string | null;
}

/** A durable job: due at `run_at`, held by `locked_by` until `locked_until` while it runs. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: Generated<string>;
  run_at: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  done_at: string | null;
  /** Set with done_at when the job ran out of attempts. */
  failed_at: string | null;
  dedupe_key: string | null;
  created_at: Generated<string>;
}

/** An admin's single-use recovery code (its SHA-256 hash). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: Generated<string>;
}

/** One structured security event; `details` is a JSON object without secrets. */
export interface SecurityEventsTable {
  id: Generated<number>;
  type: string;
  user_id: number | null;
  actor_id: number | null;
  ip: string | null;
  request_id: string | null;
  details: Generated<string>;
  created_at: Generated<string>;
}

/** A unit the ledger counts in: minor units of a currency, or platform credits. */
export type LedgerUnit = 'EUR' | 'GBP' | 'AUD' | 'CREDIT';

/** One business event in the ledger, posted once per reference (append-only). */
export interface LedgerJournalsTable {
  id: Generated<number>;
  kind: string;
  reference: string;
  memo: string | null;
  created_at: string;
}

/** A signed amount on one account; a journal's entries sum to zero per unit (append-only). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: number;
  account: string;
  unit: LedgerUnit;
  amount: number;
}

/** A tip: who tipped which escort how many credits, with an optional message (the credits move in the ledger). */
export interface TipsTable {
  id: Generated<number>;
  /** The ledger journal's reference: one tip per reference. */
  reference: string;
  escort_id: number;
  /** Null for a guest's tip (or a deleted account). */
  punter_id: number | null;
  credits: number;
  /** The escort's share of `credits`. */
  escort_credits: number;
  message: string | null;
  created_at: Generated<string>;
}

/** A signed-in punter's contact with a profile (a click on its contact buttons). */
export interface PunterContactsTable {
  punter_id: number;
  profile_id: number;
  first_at: string;
  last_at: string;
}

/** A report of a review (one per reporter and review). */
export interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  reporter_id: number | null;
  reason: string;
  note: string | null;
  created_at: Generated<string>;
}

/** A punter's saved search and its alert state. */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  region: RegionCode;
  category_id: number;
  place: string | null;
  path: string;
  /** The canonical filter query (the search codec's encoding, without "?"). */
  query: Generated<string>;
  alerts: Generated<number>;
  /** Listings published after this instant are new (ISO). */
  alerted_at: string;
  created_at: Generated<string>;
}

/** The one saved-search alert e-mail per punter and Europe/Berlin day. */
export interface SavedSearchMailsTable {
  user_id: number;
  day: string;
  matches: number;
  sent_at: string;
}

/** A private gallery of an escort or venue, sold for a price in credits. */
export interface GalleriesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  price_credits: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A photo or video of a gallery; its media lives under a private storage prefix. */
export interface GalleryItemsTable {
  id: Generated<number>;
  gallery_id: number;
  /** Random key naming the item in media URLs and storage. */
  media_key: string;
  kind: 'photo' | 'video';
  position: number;
  is_explicit: Generated<Bit>;
  width: number | null;
  height: number | null;
  /** Photos: comma-separated WebP widths; null for a seeded placeholder. */
  widths: string | null;
  thumbhash: string | null;
  mime: 'video/mp4' | 'video/webm' | 'video/quicktime' | null;
  bytes: number | null;
  /** Seeded demo items are drawn from this seed. */
  seed: number | null;
  created_at: Generated<string>;
}

/** Access to a gallery bought by a user or by a guest's check code (stored as a hash). */
export interface GalleryPurchasesTable {
  id: Generated<number>;
  gallery_id: number;
  user_id: number | null;
  check_code_hash: string | null;
  credits: number;
  journal_reference: string;
  transaction_id: number | null;
  created_at: Generated<string>;
}

/** A guest's gallery checkout waiting for its payment; the check code is shown once, after it. */
export interface GuestGalleryCheckoutsTable {
  id: Generated<number>;
  transaction_id: number;
  check_code_hash: string;
  owner_id: number;
  /** JSON array of gallery ids. */
  gallery_ids: string;
  created_at: Generated<string>;
  revealed_at: string | null;
}

/** A link to the age-verification provider, single use, stored as a hash. */
export interface AgeVerificationRequestsTable {
  token_hash: string;
  user_id: number;
  return_path: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A user whose adult age a provider confirmed, and whether they switched explicit content on. */
export interface AgeVerificationsTable {
  user_id: number;
  provider: string;
  verified_at: string;
  explicit_unlocked: Generated<Bit>;
  explicit_changed_at: string | null;
}

/** One order paid with money (a credit package, VIP, a guest purchase); moves only forward. */
export interface TransactionsTable {
  id: Generated<number>;
  reference: string;
  user_id: number | null;
  purpose: 'credits' | 'vip' | 'guest_gallery' | 'guest_tip';
  product_id: string;
  status: Generated<'created' | 'pending' | 'paid' | 'failed' | 'refunded'>;
  method: 'card' | 'bank_transfer' | null;
  region: RegionCode;
  currency: 'EUR' | 'GBP' | 'AUD';
  amount_minor: number;
  vat_minor: number;
  net_minor: number;
  vat_rate: number;
  credits: number | null;
  /** JSON object: what the purpose's fulfilment needs. */
  meta: Generated<string>;
  return_path: string | null;
  provider: string;
  provider_session: string | null;
  provider_ref: string | null;
  payment_url: string | null;
  subscription_id: number | null;
  failure_reason: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  pending_at: string | null;
  paid_at: string | null;
  failed_at: string | null;
  refunded_at: string | null;
}

/** One status change of a transaction, applied or refused (append-only). */
export interface TransactionEventsTable {
  id: Generated<number>;
  transaction_id: number;
  from_status: string | null;
  to_status: string;
  source: 'api' | 'webhook' | 'job' | 'admin';
  applied: Bit;
  event_id: string | null;
  note: string | null;
  created_at: Generated<string>;
}

/** A provider notification as received (stored before it is processed). */
export interface PaymentInboxTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  payload: string;
  received_at: Generated<string>;
  processed_at: string | null;
  attempts: Generated<number>;
  last_error: string | null;
}

/** The first answer of a purchase call, replayed for the same key. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** `user:<id>` or `guest`. */
  scope: string;
  key: string;
  /** SHA-256 of method, path and body. */
  fingerprint: string;
  response_status: number;
  response_body: string;
  created_at: Generated<string>;
}

/** A user's VIP subscription (renews each period until cancelled). */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: string;
  status: 'active' | 'cancelled';
  region: RegionCode;
  current_period_end: string;
  cancelled_at: string | null;
  provider: string;
  payment_token: string | null;
  renewal_attempts: Generated<number>;
  last_transaction_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A conversation between a punter and an escort or venue (one per pair). */
export interface ConversationsTable {
  id: Generated<number>;
  punter_id: number;
  /** The escort or venue. */
  partner_id: number;
  /** The seq of the newest message (0 before the first). */
  last_seq: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** An image uploaded into a conversation (private media key; served to the members only). */
export interface MessageAttachmentsTable {
  id: Generated<number>;
  conversation_id: number;
  uploader_id: number | null;
  media_key: string;
  width: number;
  height: number;
  thumbhash: string;
  /** Bytes stored; null until measured (stored before sizes were kept). */
  bytes: number | null;
  created_at: Generated<string>;
}

/** One message, numbered per conversation. */
export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  sender_id: number | null;
  /** The sender's id for the message (a retry with the same one is the same message). */
  client_id: string | null;
  body: string;
  attachment_id: number | null;
  created_at: Generated<string>;
}

/** How far a member has read a conversation. */
export interface ConversationReadsTable {
  conversation_id: number;
  user_id: number;
  last_read_seq: Generated<number>;
}

/** Read receipts and typing indicator on (1) or off (0). */
export interface MessagingSettingsTable {
  user_id: number;
  read_receipts: Generated<Bit>;
  typing: Generated<Bit>;
  updated_at: Generated<string>;
}

/** `blocker_id` blocked `blocked_id`: no messages either way. */
export interface UserBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Generated<string>;
}

export type ConversationReportReason = 'spam' | 'harassment' | 'scam' | 'illegal' | 'other';

/** A conversation reported to the admins. */
export interface ConversationReportsTable {
  id: Generated<number>;
  conversation_id: number;
  reporter_id: number | null;
  reported_id: number | null;
  reason: ConversationReportReason;
  note: string | null;
  created_at: Generated<string>;
  resolved_at: string | null;
  resolved_by: number | null;
  resolution_note: string | null;
}

export type NotificationKind = 'message' | 'review' | 'purchase' | 'publish_approved';

/** A notification of a user; unread ones of one `group_key` are folded into one. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  group_key: string | null;
  /** JSON object. */
  payload: Generated<string>;
  created_at: Generated<string>;
  read_at: string | null;
}

/** How a punter's call with an escort went (one answer per punter, escort and Europe/Berlin day). */
export interface EscortCallFeedbackTable {
  id: Generated<number>;
  punter_id: number;
  escort_id: number;
  answer_id: number;
  day: string;
  created_at: Generated<string>;
}

export type TrackingKind = 'e' | 'p' | 's';
export type TrackingCategoryName = 'page_view' | 'profile_open' | 'search' | 'contact_click' | 'partner_click' | 'event';

/** One tracked event, append-only (only retention deletes). */
export interface TrackingEventsTable {
  id: Generated<number>;
  kind: TrackingKind;
  category: TrackingCategoryName;
  action: string;
  label: string | null;
  value: number | null;
  /** JSON object: the event's `atr`. */
  attributes: Generated<string>;
  region: RegionCode;
  profile_id: number | null;
  place: string | null;
  category_id: number | null;
  partner: PartnerName | null;
  path: string | null;
  search_request_id: string | null;
  homepage_results_id: string | null;
  /** The session's user. */
  user_id: number | null;
  /** JSON array of the session user's role ids. */
  role_ids: Generated<string>;
  /** The `u` the page sent when it differs from the session's user. */
  claimed_user_id: number | null;
  device_id: string | null;
  session_id: string | null;
  referrer: string | null;
  /** "YYYY-MM-DD" (Europe/Berlin) the server received it. */
  day: string;
  created_at: Generated<string>;
}

/** A traffic-manager click (one row per click id), append-only. */
export interface TrafficClicksTable {
  id: Generated<number>;
  click_id: string;
  offer_id: string;
  /** JSON object of every hash parameter. */
  params: string;
  user_id: number | null;
  device_id: string | null;
  session_id: string | null;
  referrer: string | null;
  day: string;
  created_at: Generated<string>;
}

/** Tracked events of one profile on one day (rollup). */
export interface ProfileDailyStatsTable {
  profile_id: number;
  day: string;
  page_views: Generated<number>;
  opens: Generated<number>;
  contact_clicks: Generated<number>;
}

/** Searches of one day by region, place ('' for none) and category (0 for none) (rollup). */
export interface SearchDailyStatsTable {
  day: string;
  region: RegionCode;
  place: Generated<string>;
  category_id: Generated<number>;
  searches: Generated<number>;
}

/** Partner-advert clicks of one day by region and partner (rollup). */
export interface PartnerDailyStatsTable {
  day: string;
  region: RegionCode;
  partner: PartnerName;
  clicks: Generated<number>;
}

/** A day whose events are rolled up (its rollup rows are complete). */
export interface TrackingRollupsTable {
  day: string;
  events: number;
  rolled_at: Generated<string>;
}

/** An escort's two PINs for emergency meetings (argon2id hashes). */
export interface AlarmeSettingsTable {
  user_id: number;
  pin_hash: string;
  duress_pin_hash: string;
  updated_at: Generated<string>;
}

/** An escort's trusted contact; only confirmed ones receive alerts and messages. */
export interface AlarmeContactsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string | null;
  email: string | null;
  status: Generated<'pending' | 'confirmed' | 'paused'>;
  token_hash: string | null;
  code_hash: string | null;
  code_attempts: Generated<number>;
  sent_at: string | null;
  confirmed_at: string | null;
  created_at: Generated<string>;
}

/** An emergency meeting; its due times are the durable timers of the alarme job. */
export interface AlarmeMeetingsTable {
  id: Generated<number>;
  user_id: number;
  status: 'scheduled' | 'active' | 'overdue' | 'alerted' | 'safe' | 'cancelled';
  place: string;
  starts_at: string;
  ends_at: string;
  check_in_at: string;
  client_description: string | null;
  client_phone: string | null;
  location_lat: number | null;
  location_lon: number | null;
  location_accuracy: number | null;
  location_at: string | null;
  reminded_for: string | null;
  pin_failures: Generated<number>;
  alerted_at: string | null;
  alert_reason: 'missed_check_in' | 'panic' | 'duress' | null;
  duress_at: string | null;
  closed_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A status action's tap id (a retried tap is the same action). */
export interface AlarmeActionsTable {
  meeting_id: number;
  client_action_id: string;
  action: 'safe' | 'extend' | 'panic' | 'cancel';
  created_at: Generated<string>;
}

/** A contact an alert went to, with the hash of their alert page's secret. */
export interface AlarmeRecipientsTable {
  id: Generated<number>;
  meeting_id: number;
  contact_id: number | null;
  name: string;
  token_hash: string;
  acknowledged_at: string | null;
  created_at: Generated<string>;
}

/** One message of an alert (or its all-clear) to one contact on one channel. */
export interface AlarmeDeliveriesTable {
  id: Generated<number>;
  recipient_id: number;
  kind: 'alert' | 'resolved';
  channel: 'email' | 'sms';
  address: string;
  token: string | null;
  sent_at: string | null;
  created_at: Generated<string>;
}

export type AiCreationStatus = 'queued' | 'processing' | 'succeeded' | 'failed' | 'canceled';
export type AiCreationError = 'provider' | 'timeout' | 'malformed' | 'refused' | 'stopped';

/** An AI girlfriend creation and the state of its generation job. */
export interface AiCreationsTable {
  id: Generated<number>;
  owner_id: number;
  /** The companion's user (no login), once the owner chatted with or published the creation. */
  companion_id: number | null;
  name: string;
  model: string;
  /** JSON object of the choices. */
  attributes: string;
  wish: Generated<string>;
  seed: number;
  status: Generated<AiCreationStatus>;
  progress: Generated<number>;
  error: AiCreationError | null;
  error_detail: string | null;
  job_id: number | null;
  published_region: RegionCode | null;
  finished_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A rendered image of a creation (one per creation and number). */
export interface AiImagesTable {
  id: Generated<number>;
  creation_id: number;
  idx: number;
  storage_key: string;
  /** Comma-separated widths of the WebP renditions. */
  widths: string;
  width: number;
  height: number;
  thumbhash: string | null;
  created_at: Generated<string>;
}

/** Creations a user started on a Europe/Berlin day (the daily quota). */
export interface AiUsageTable {
  user_id: number;
  day: string;
  created: Generated<number>;
}

/** A fixed window of one rate limit and key; times are epoch milliseconds. */
export interface RateLimitWindowsTable {
  name: string;
  key: string;
  count: number;
  reset_at: number;
}

/** Failed logins of an account in its current window. */
export interface LoginFailuresTable {
  account: string;
  failures: number;
  reset_at: number;
}

/** When an address last failed to sign in to an account. */
export interface LoginFailureAddressesTable {
  account: string;
  address: string;
  last_failure_at: number;
}

/** One background rebuild of the static site, done or failed (the newest 500 are kept). */
export interface SiteRebuildsTable {
  id: Generated<number>;
  build_id: string;
  started_at: string;
  finished_at: string | null;
  outcome: 'done' | 'failed';
  /** The build report's reason ("data changed", "first build" …). */
  reason: string | null;
  pages: number | null;
  rendered: number | null;
  kept: number | null;
  /** JSON object: pages whose key changed, by page kind. */
  changed_keys: string | null;
  seconds: number | null;
  /** The first 500 characters of a failure's message. */
  error: string | null;
  job_id: number | null;
}

/** Where an e-mail sent over SMTP stands (migration 0028). */
export type MailDeliveryStatus = 'queued' | 'sent' | 'refused' | 'failed';

/** One e-mail handed to the SMTP mail job (src/server/notify/smtp.ts); its text is in the job only. */
export interface MailDeliveriesTable {
  id: Generated<number>;
  /** An e-mail sent again under the same key is sent once. */
  dedupe_key: string | null;
  recipient: string;
  purpose: string;
  user_id: number | null;
  status: MailDeliveryStatus;
  /** Attempts made so far. */
  attempts: Generated<number>;
  /** The receiving server's last reply, or what kept the e-mail from reaching one (at most 500 characters). */
  reply: string | null;
  /** The Message-ID the e-mail went out with. */
  message_id: string | null;
  created_at: string;
  updated_at: string;
}
