/**
 * One profile's whole record for the admin area (admin levels and support; the routes guard the
 * right): the account, the profile with every field, its photos with their moderation state, the
 * reports about it, the account's restrictions, and the audit entries about both, which only the
 * roles that read the audit log (canViewAuditLog) get. An account without a profile answers with
 * `profile: null`; no account at all is 404.
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import {
  ADMIN_PROFILE_AUDIT_PAGE,
  ADMIN_PROFILE_REPORTS_SHOWN,
  ADMIN_PROFILE_RESTRICTIONS_SHOWN,
  type AdminProfileRecord,
  type PhotoState,
  type RecordAccount,
  type RecordAuditPage,
  type RecordPhoto,
  type RecordProfile,
  type RecordRestriction,
} from '../../lib/api/admin-profile.ts';
import type { AuditEntry, ReasonCode } from '../../lib/api/moderation.ts';
import { can, type RoleId } from '../../lib/permissions.ts';
import { roleIdsOf } from '../db/queries/accounts.ts';
import {
  recordAccountRow,
  recordAuditRows,
  recordPhotoRows,
  recordProfileRow,
  recordReportRows,
  recordRestrictionRows,
  removedPhotoRows,
  serviceKeysOf,
} from '../db/queries/admin-profile.ts';
import { profilePath } from '../db/queries/cards.ts';
import { pricesOf, weeklyOf } from '../db/queries/own-profile.ts';
import type { DB } from '../db/types.ts';
import { photoUrl } from '../media/urls.ts';
import { notFound, ok, type Outcome } from './outcome.ts';

/** What the record is read from. */
export interface AdminProfileDeps {
  db: Kysely<DB>;
  regions: Record<RegionCode, Region>;
}

/** The 404 message of an id that is no account. */
export const NO_SUCH_PROFILE = 'No such profile.';

/** Width of the small rendition (the review queue's). */
const THUMB_WIDTH = 320;

/** Profile columns the record names on their own (the rest go to `fields`). */
const NAMED_COLUMNS = new Set([
  'user_id',
  'display_name',
  'profile_type',
  'region',
  'published',
  'quarantined',
  'published_at',
  'moderated_at',
  'verified_at',
  'created_at',
  'updated_at',
  'place_name',
  'place_slug',
  'place_kind',
  'place_state',
]);

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type ProfileRow = NonNullable<Awaited<ReturnType<typeof recordProfileRow>>>;
type AccountRow = NonNullable<Awaited<ReturnType<typeof recordAccountRow>>>;

function accountOf(r: AccountRow, roles: RoleId[]): RecordAccount {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    phone: r.phone,
    region: r.region,
    locale: r.locale,
    roles,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    quarantined: r.is_quarantined === 1,
    vipValidTill: r.vip_valid_till,
    manager: r.manager_id === null ? null : { id: r.manager_id, username: r.manager_username },
    registrationSource: r.registration_source,
    termsAcceptedAt: r.terms_accepted_at,
    demo: r.is_demo === 1,
    verification: {
      emailAt: r.email_verified_at,
      phoneAt: r.phone_verified_at,
      phoneChannel: r.phone_channel,
      secondFactorAt: r.totp_enabled_at,
      age:
        r.age_provider !== null && r.age_verified_at !== null
          ? { provider: r.age_provider, at: r.age_verified_at, explicitUnlocked: r.explicit_unlocked === 1 }
          : null,
    },
  };
}

async function profileOf(deps: AdminProfileDeps, r: ProfileRow): Promise<RecordProfile> {
  const fields: RecordProfile['fields'] = {};
  for (const [column, value] of Object.entries(r)) {
    if (NAMED_COLUMNS.has(column)) continue;
    fields[camel(column)] = value ?? null;
  }
  const [services, prices, weekly] = await Promise.all([
    serviceKeysOf(deps.db, r.user_id),
    pricesOf(deps.db, r.user_id),
    weeklyOf(deps.db, r.user_id),
  ]);
  return {
    id: r.user_id,
    displayName: r.display_name,
    type: r.profile_type,
    region: r.region,
    path: profilePath(deps.regions[r.region], r.user_id),
    published: r.published === 1,
    quarantined: r.quarantined === 1,
    publishedAt: r.published_at,
    moderatedAt: r.moderated_at,
    verifiedAt: r.verified_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    place:
      r.place_id !== null && r.place_name !== null
        ? { id: r.place_id, name: r.place_name, slug: r.place_slug ?? '', kind: r.place_kind ?? '', state: r.place_state ?? '' }
        : null,
    fields,
    currency: deps.regions[r.region].currency,
    services,
    prices: prices.map((p) => ({ durationMinutes: p.duration_minutes, incallCents: p.incall_cents, outcallCents: p.outcall_cents })),
    availability: weekly.map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes })),
  };
}

/** A shown photo's state: flagged, added since the last review (pending), or reviewed (visible). */
function stateOf(p: { status: string; created_at: string }, moderatedAt: string | null): PhotoState {
  if (p.status === 'flagged') return 'flagged';
  return moderatedAt === null || p.created_at > moderatedAt ? 'pending' : 'visible';
}

async function photosOf(deps: AdminProfileDeps, id: number, profile: ProfileRow | undefined): Promise<RecordPhoto[]> {
  const shown = profile ? await recordPhotoRows(deps.db, id) : [];
  const removed = await removedPhotoRows(deps.db, id);
  return [
    ...shown.map((p): RecordPhoto => ({
      id: p.id,
      state: stateOf(p, profile!.moderated_at),
      thumbUrl: photoUrl(p.id, p.widths, THUMB_WIDTH),
      url: photoUrl(p.id, p.widths, Number.MAX_SAFE_INTEGER),
      width: p.width,
      height: p.height,
      position: p.position,
      main: p.is_main === 1,
      explicit: p.is_explicit === 1,
      createdAt: p.created_at,
      metadataRemoved: (p.removed ?? '').split(',').filter(Boolean),
      removal: null,
    })),
    ...removed.map((r): RecordPhoto => ({
      id: r.target_id,
      state: 'removed',
      thumbUrl: null,
      url: null,
      width: null,
      height: null,
      position: null,
      main: false,
      explicit: false,
      createdAt: null,
      metadataRemoved: [],
      removal: {
        restrictionId: r.id,
        at: r.decided_at,
        reasonCode: r.reason_code as ReasonCode,
        reasonText: r.reason_text,
        by: { id: r.decided_by, username: r.decided_by_name },
      },
    })),
  ];
}

/** A page of audit entries about the profile and its account, older than `before`. */
async function auditPage(deps: AdminProfileDeps, id: number, before?: number): Promise<RecordAuditPage> {
  const rows = await recordAuditRows(deps.db, id, { before, limit: ADMIN_PROFILE_AUDIT_PAGE + 1 });
  const shown = rows.slice(0, ADMIN_PROFILE_AUDIT_PAGE);
  return {
    results: shown.map((r): AuditEntry => ({
      id: r.id,
      actorId: r.actor_id,
      actorName: r.actor_name,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      at: r.at,
      payload: JSON.parse(r.payload) as Record<string, unknown>,
      hash: r.hash,
    })),
    nextBefore: rows.length > ADMIN_PROFILE_AUDIT_PAGE ? shown[shown.length - 1]!.id : null,
  };
}

/**
 * GET /admin/profiles/{id}: the whole record of the profile (and account) `id`. The audit entries
 * come only for a viewer holding canViewAuditLog (null for the others).
 */
export async function profileRecord(
  deps: AdminProfileDeps,
  viewer: { roles: readonly number[] },
  id: number,
): Promise<Outcome<AdminProfileRecord>> {
  const account = await recordAccountRow(deps.db, id);
  if (!account) return notFound(NO_SUCH_PROFILE);
  const [roles, profileRow, reports, restrictions] = await Promise.all([
    roleIdsOf(deps.db, id),
    recordProfileRow(deps.db, id),
    recordReportRows(deps.db, id, ADMIN_PROFILE_REPORTS_SHOWN),
    recordRestrictionRows(deps.db, id, ADMIN_PROFILE_RESTRICTIONS_SHOWN),
  ]);
  return ok({
    account: accountOf(account, roles),
    profile: profileRow ? await profileOf(deps, profileRow) : null,
    photos: await photosOf(deps, id, profileRow),
    reports: {
      total: reports.total,
      results: reports.rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        message: r.message,
        contactEmail: r.contact_email,
        reporter: r.reporter_id === null ? null : { id: r.reporter_id, username: r.reporter_name },
        createdAt: r.created_at,
        resolvedAt: r.resolved_at,
        resolvedBy: r.resolved_by === null ? null : { id: r.resolved_by, username: r.resolved_by_name },
        resolutionNote: r.resolution_note,
      })),
    },
    restrictions: {
      total: restrictions.total,
      results: restrictions.rows.map((r): RecordRestriction => ({
        id: r.id,
        kind: r.kind,
        targetType: r.target_type,
        targetId: r.target_id,
        reasonCode: r.reason_code as ReasonCode,
        reasonText: r.reason_text,
        decidedAt: r.decided_at,
        decidedBy: { id: r.decided_by, username: r.decided_by_name },
        appeal:
          r.appealed_at && r.appeal_text !== null
            ? { text: r.appeal_text, at: r.appealed_at, outcome: r.appeal_outcome, note: r.appeal_note, decidedAt: r.appeal_decided_at }
            : null,
      })),
    },
    audit: can(viewer.roles, 'canViewAuditLog') ? await auditPage(deps, id) : null,
  });
}

/** GET /admin/profiles/{id}/audit?before=: older audit entries about the profile and its account. */
export async function profileAudit(deps: AdminProfileDeps, id: number, before?: number): Promise<Outcome<RecordAuditPage>> {
  if (!(await recordAccountRow(deps.db, id))) return notFound(NO_SUCH_PROFILE);
  return ok(await auditPage(deps, id, before));
}
