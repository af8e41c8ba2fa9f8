/**
 * Private galleries as visitors see them: a profile's galleries with their counts and prices
 * (locked ones show at most ThumbHash placeholders of non-explicit items), a gallery's photos or
 * videos (real URLs only once unlocked; explicit items left out until the viewer may see them)
 * and a punter's purchases.
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import {
  galleryPriceFor,
  type GalleryMediaResponse,
  type GallerySummary,
  type ProfileGalleriesResponse,
  type PurchasedGallery,
} from '../../lib/api/galleries.ts';
import { profilePath } from '../db/queries/cards.ts';
import { galleriesOf, galleryById, galleryProfile, isVipAt, itemsOf, purchasesOfUser } from '../db/queries/galleries.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';
import { seesExplicit, unlockedIds, type Viewer } from './galleries-access.ts';
import { lockedMedia, unlockedMedia } from './galleries-urls.ts';
import { notFound, ok, type Outcome } from './outcome.ts';

/** What the gallery reads need. */
export interface GalleryReadDeps {
  db: Kysely<DB>;
  clock: Clock;
  regions: Record<RegionCode, Region>;
}

/** Placeholders a locked gallery shows at most. */
const PREVIEW_PLACEHOLDERS = 4;

/** `GET /galleries/users/{profileId}`: the profile's galleries for this viewer. */
export async function profileGalleries(deps: GalleryReadDeps, v: Viewer, profileId: number): Promise<Outcome<ProfileGalleriesResponse>> {
  const profile = await galleryProfile(deps.db, profileId);
  if (!profile) return notFound();
  const galleries = await galleriesOf(deps.db, profileId);
  const items = await itemsOf(
    deps.db,
    galleries.map((g) => g.id),
  );
  const unlocked = await unlockedIds(deps.db, v, galleries);
  const vip = v.userId !== undefined && (await isVipAt(deps.db, v.userId, deps.clock.now()));
  const results: GallerySummary[] = galleries
    .map((g) => {
      const own = items.filter((i) => i.gallery_id === g.id);
      return {
        id: g.id,
        title: g.title,
        priceCredits: g.price_credits,
        yourPriceCredits: galleryPriceFor(g.price_credits, vip),
        vipPriceCredits: galleryPriceFor(g.price_credits, true),
        photos: own.filter((i) => i.kind === 'photo').length,
        videos: own.filter((i) => i.kind === 'video').length,
        explicit: own.filter((i) => i.is_explicit === 1).length,
        unlocked: unlocked.has(g.id),
        placeholders: own
          .filter((i) => i.is_explicit === 0 && i.thumbhash)
          .slice(0, PREVIEW_PLACEHOLDERS)
          .map((i) => i.thumbhash!),
      };
    })
    // An empty gallery has nothing to sell yet.
    .filter((g) => g.photos + g.videos > 0);
  const allPriceCredits = results.filter((g) => !g.unlocked).reduce((sum, g) => sum + g.yourPriceCredits, 0);
  return ok({ results, allPriceCredits, vip });
}

/** `GET /galleries/photos/{id}` and `/galleries/videos/{id}`: the items of one kind for this viewer. */
export async function galleryMedia(
  deps: GalleryReadDeps,
  v: Viewer,
  galleryId: number,
  kind: 'photo' | 'video',
): Promise<Outcome<GalleryMediaResponse>> {
  const gallery = await galleryById(deps.db, galleryId);
  if (!gallery || !(await galleryProfile(deps.db, gallery.owner_id))) return notFound();
  const items = await itemsOf(deps.db, [galleryId], kind);
  const unlocked = (await unlockedIds(deps.db, v, [gallery])).has(galleryId);
  if (!unlocked) return ok({ results: items.map(lockedMedia), unlocked, hiddenExplicit: 0 });
  const explicit = await seesExplicit(deps.db, v, gallery.owner_id);
  const shown = explicit ? items : items.filter((i) => i.is_explicit === 0);
  return ok({ results: shown.map(unlockedMedia), unlocked, hiddenExplicit: items.length - shown.length });
}

/** `GET /users/galleries/purchased`: the punter's galleries, newest purchase first. */
export async function purchasedGalleries(deps: GalleryReadDeps, userId: number): Promise<Outcome<PurchasedGallery[]>> {
  const rows = await purchasesOfUser(deps.db, userId);
  return ok(
    rows.map((r) => ({
      galleryId: r.gallery_id,
      title: r.title,
      profileId: r.owner_id,
      profileName: r.display_name,
      profilePath: profilePath(deps.regions[r.region], r.owner_id),
      photos: Number(r.photos),
      videos: Number(r.videos),
      credits: r.credits,
      purchasedAt: r.created_at,
    })),
  );
}
