/**
 * The companion of a creation: a user without login (no e-mail, no password) with an `escort_ai`
 * profile, owned by the creator through the creation. Made when the owner first chats with or
 * publishes the creation; publishing fills the profile from the creation (name, age, looks, an
 * about text from the personality, the first image as main photo, the region and its first
 * featured place) and lists it in the AI escort search, with the search row and the site
 * freshness as other publishes do.
 */
import type { Locale, RegionCode } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { AiCreation } from '../../lib/api/ai.ts';
import { choiceList, choiceText, modelById } from '../../domain/ai/models.ts';
import { optionLabelKey } from '../../domain/ai/schema.ts';
import {
  companionPhotoCount,
  companionProfile,
  creationById,
  imagesOf,
  insertCompanion,
  insertCompanionPhotos,
  ownCreation,
  updateCompanionProfile,
  updateCreation,
  type CreationRow,
} from '../db/queries/ai.ts';
import { ensureConversation } from '../db/queries/messages.ts';
import type { Insertable } from 'kysely';
import type { ProfilesTable } from '../db/types.ts';
import { syncSearchRows } from '../db/search-index.ts';
import { lockFor } from '../db/transactions.ts';
import { forbidden, invalid, notFound, ok, type Outcome } from '../services/outcome.ts';
import { siteChanged } from '../services/site-freshness.ts';
import { isoDay, minusYears } from '../time.ts';
import { choicesOf, creationView } from './creations.ts';
import type { AiDeps } from './deps.ts';
import type { Persona } from './providers/types.ts';
import { ensureDemoFiles } from './images.ts';

const COUNTRY: Record<RegionCode, string> = { de: 'DE', at: 'AT', uk: 'GB', au: 'AU', it: 'IT' };
const HAIR: Record<string, string> = {
  blonde: 'blonde',
  brown: 'brown',
  dark_brown: 'dark_brown',
  black: 'black',
  red: 'red',
  silver: 'grey',
};
const LENGTH: Record<string, string> = {
  long: 'long',
  wavy: 'long',
  curly: 'long',
  ponytail: 'long',
  bun: 'medium',
  bob: 'medium',
  short: 'short',
};

/** The label of a choice in `locale` (lowercase outside German, where nouns keep their capital). */
function label(modelId: string, attribute: string, value: string, locale: Locale): string {
  const m = modelById(modelId);
  const a = m?.steps.flatMap((s) => s.attributes).find((x) => x.id === attribute);
  const text = a && a.kind !== 'number' ? t(locale, optionLabelKey(a, value)) : value;
  return locale === 'de' ? text : text.toLowerCase();
}

/** The about text of a creation's profile, in the region's language. */
export function aboutText(row: CreationRow, locale: Locale): string {
  const c = choicesOf(row);
  const hobbies = choiceList(c, 'hobbies').map((h) => label(row.model, 'hobbies', h, locale));
  return [
    t(locale, 'aiModel.about.intro', { name: row.name }),
    choiceText(c, 'personality') && choiceText(c, 'relationship')
      ? t(locale, 'aiModel.about.character', {
          personality: label(row.model, 'personality', choiceText(c, 'personality'), locale),
          relationship: label(row.model, 'relationship', choiceText(c, 'relationship'), locale),
        })
      : '',
    hobbies.length ? t(locale, 'aiModel.about.hobbies', { hobbies: hobbies.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The companion's persona for the chat. */
export function personaOf(row: CreationRow): Persona {
  const c = choicesOf(row);
  return {
    name: row.name,
    age: Number(choiceText(c, 'age')) || 25,
    personality: choiceText(c, 'personality') || 'sweet',
    relationship: choiceText(c, 'relationship') || 'girlfriend',
    hobbies: choiceList(c, 'hobbies'),
    voice: choiceText(c, 'voice'),
    about: '',
  };
}

/** The profile columns a creation sets, for `region`. */
function profileFields(deps: AiDeps, row: CreationRow, region: RegionCode, at: string): Omit<Insertable<ProfilesTable>, 'user_id'> {
  const c = choicesOf(row);
  const regionTable = deps.regions[region];
  const slug = regionTable.featuredLocations[0]?.place ?? '';
  const named = deps.places.bySlug(region, slug);
  const place =
    named?.kind === 'state'
      ? (deps.places.byRegion[region].find((p) => p.kind === 'place' && p.stateId === named.id) ?? named)
      : (named ?? deps.places.byRegion[region][0]);
  const age = Number(choiceText(c, 'age')) || 25;
  // Born a hundred days before this birthday: the profile shows exactly the chosen age.
  const birthday = new Date(`${minusYears(isoDay(deps.clock.now()), age)}T12:00:00Z`);
  const dob = new Date(birthday.getTime() - 100 * 86_400_000).toISOString().slice(0, 10);
  return {
    profile_type: 'escort_ai',
    region,
    display_name: row.name,
    slogan: null,
    about: aboutText(row, regionTable.defaultLocale),
    place_id: place?.id ?? null,
    city: place?.name ?? null,
    country: COUNTRY[region],
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    date_of_birth: dob,
    gender: 'female',
    ethnicity: choiceText(c, 'ethnicity') || null,
    hair_color: HAIR[choiceText(c, 'hair_color')] ?? null,
    hair_length: LENGTH[choiceText(c, 'hair_style')] ?? null,
    eye_color: ['blue', 'green', 'brown', 'grey', 'hazel'].includes(choiceText(c, 'eye_color')) ? choiceText(c, 'eye_color') : null,
    body_type: choiceText(c, 'body') || null,
    breast_size: choiceText(c, 'breasts') || null,
    languages: JSON.stringify([regionTable.defaultLocale === 'ro' ? 'ro' : regionTable.defaultLocale]),
    ai_model: row.model,
    updated_at: at,
  };
}

/** The companion user of a creation, made (unlisted) when missing. */
export async function ensureCompanion(deps: AiDeps, row: CreationRow, region: RegionCode): Promise<number> {
  if (row.companion_id) return row.companion_id;
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, `ai-creation:${row.id}`);
    const again = await creationById(trx, row.id);
    if (again?.companion_id) return again.companion_id;
    const id = await insertCompanion(trx, {
      username: `ai-companion-${row.id}`,
      region,
      at,
      profile: { ...profileFields(deps, row, region, at), published: 0, published_at: null, created_at: at },
    });
    await updateCreation(trx, row.id, { companion_id: id, updated_at: at });
    return id;
  });
}

/** `POST /ai/my-creations/{id}/publish`: list a succeeded creation as an AI escort in `region` (again after an unpublish). */
export async function publishCreation(
  deps: AiDeps,
  ownerId: number,
  id: number,
  region: RegionCode,
  locale: Locale,
): Promise<Outcome<AiCreation>> {
  const row = await ownCreation(deps.db, ownerId, id);
  if (!row) return notFound();
  if (row.status !== 'succeeded') return invalid({ status: [t(locale, 'aiModel.error.notFinished')] });
  // Only an edition with an AI companion search lists her (the publish page offers only those).
  if (!deps.regions[region].categories.some((c) => c.filter.is_ai)) return invalid({ region: [t(locale, 'aiModel.error.noAiSearch')] });
  // A quarantined account lists nothing new (as an escort's publish is held for review).
  const account = await deps.db.selectFrom('users').select('is_quarantined').where('id', '=', ownerId).executeTakeFirst();
  if (account?.is_quarantined === 1) return forbidden(t(locale, 'aiModel.error.quarantined'));
  // The demo creation's pictures are drawn on first use: the profile's photos need their files.
  await ensureDemoFiles(deps, row.id);
  const companion = await ensureCompanion(deps, row, region);
  const before = await companionProfile(deps.db, companion);
  const now = deps.clock.now();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    // Two publishes at once: the second finds the first's photos.
    await lockFor(trx, `ai-creation:${row.id}`);
    await updateCompanionProfile(trx, companion, {
      ...profileFields(deps, row, region, at),
      published: 1,
      published_at: at,
      quarantined: 0,
    });
    if ((await companionPhotoCount(trx, companion)) === 0) await insertCompanionPhotos(trx, companion, await imagesOf(trx, [row.id]), at);
    await updateCreation(trx, row.id, { published_region: region, updated_at: at });
    await syncSearchRows(trx, [companion], now);
  });
  if (before?.published === 1 && before.region !== region) await siteChanged(deps, before.region, 'unpublish');
  await siteChanged(deps, region, 'publish');
  return ok(await creationView(deps, (await creationById(deps.db, id))!, locale));
}

/** `POST /ai/my-creations/{id}/unpublish`: off the AI escort search (chats stay). */
export async function unpublishCreation(deps: AiDeps, ownerId: number, id: number, locale: Locale): Promise<Outcome<AiCreation>> {
  const row = await ownCreation(deps.db, ownerId, id);
  if (!row) return notFound();
  const profile = row.companion_id ? await companionProfile(deps.db, row.companion_id) : undefined;
  if (!profile || profile.published !== 1) return invalid({ published: [t(locale, 'aiModel.error.notPublished')] });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await updateCompanionProfile(trx, profile.user_id, { published: 0, updated_at: now.toISOString() });
    await updateCreation(trx, id, { published_region: null, updated_at: now.toISOString() });
    await syncSearchRows(trx, [profile.user_id], now);
  });
  await siteChanged(deps, profile.region, 'unpublish');
  return ok(await creationView(deps, (await creationById(deps.db, id))!, locale));
}

/** `POST /ai/my-creations/{id}/chat`: the owner's conversation with the creation (also before publishing). */
export async function chatWithCreation(
  deps: AiDeps,
  ownerId: number,
  id: number,
  ownerRegion: RegionCode,
): Promise<Outcome<{ conversationId: number }>> {
  const row = await ownCreation(deps.db, ownerId, id);
  if (!row) return notFound();
  const companion = await ensureCompanion(deps, row, row.published_region ?? ownerRegion);
  const conversation = await ensureConversation(deps.db, ownerId, companion, deps.clock.now().toISOString());
  return ok({ conversationId: conversation.id });
}
