/**
 * A profile as the pre-rendered page shows it (rendered at build time, no hydration): the shared
 * body (src/islands/profile/ProfileBody.tsx) with the page's strings, and in each interactive slot
 * what a visitor sees before the page's island takes it over (`data-static`): the photo gallery as
 * it first renders (its controls disabled until then), the favourite link to the login (without
 * JavaScript), the reviews' average and count, and for the
 * contact buttons a line for visitors without JavaScript (the HTML never carries the phone,
 * Telegram or e-mail: the island loads them).
 */
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { favouriteLoginHref, FavouriteLogin } from '../../islands/profile/FavouriteButton.tsx';
import PhotoGallery from '../../islands/profile/PhotoGallery.tsx';
import ProfileBody, { galleryPhotos, type FeatureOptions, type ProfileT } from '../../islands/profile/ProfileBody.tsx';
import ReviewsHeading from '../../islands/profile/ReviewsHeading.tsx';

interface Props {
  profile: PublicProfile;
  t: ProfileT;
  /** BCP 47 tag of the page (money, durations, weekdays, counts). */
  tag: string;
  options: FeatureOptions | undefined;
  aiCreateHref: string;
  /** An AI profile's "Send a message" link (ProfileBody.tsx), complete in the HTML. */
  aiMessageHref?: string;
  loginHref: string;
}

/** The profile. */
export default function ProfileStatic({ profile: p, t, tag, options, aiCreateHref, aiMessageHref, loginHref }: Props) {
  // Parts without pre-rendered content take no room until their island part renders.
  const empty = (name: string) => <div data-profile-slot={name} className="empty:hidden" />;
  return (
    <ProfileBody
      profile={p}
      t={t}
      tag={tag}
      options={options}
      aiCreateHref={aiCreateHref}
      aiMessageHref={aiMessageHref}
      slots={{
        gallery: (
          <div data-profile-slot="gallery">
            <div data-static="">
              <PhotoGallery photos={galleryPhotos(p)} name={p.name} locked={p.lockedPhotosCount} tag={tag} t={t} pending />
            </div>
          </div>
        ),
        favourite: (
          <div data-profile-slot="favourite">
            {/* The island shows the button for the visitor's session; without JavaScript, the link to the login. */}
            <div data-static="" className="min-h-10">
              <noscript>
                <FavouriteLogin t={t} href={favouriteLoginHref(loginHref, p.path)} signedIn={false} />
              </noscript>
            </div>
          </div>
        ),
        contact: (
          <div data-profile-slot="contact">
            <div data-static="" className="min-h-11">
              <noscript>
                <p className="text-sm text-ink-muted">{t('profile.contact.noscript')}</p>
              </noscript>
            </div>
          </div>
        ),
        // "Available now" ends by the clock: the island shows it from the API's answer, never the build.
        available: empty('available'),
        tips: empty('tips'),
        report: empty('report'),
        galleries: empty('galleries'),
        reviews: (
          <div data-profile-slot="reviews">
            <section data-static="" aria-labelledby="profile-reviews" className="mt-10">
              <ReviewsHeading rating={p.rating} tag={tag} t={t} />
              {p.rating.count === 0 && <p className="mt-3 text-ink-muted">{t('profile.reviews.none')}</p>}
            </section>
          </div>
        ),
      }}
    />
  );
}
