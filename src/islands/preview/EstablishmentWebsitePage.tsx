/**
 * /__static/establishment/profile/website-url/: the website as the contact button and as the link
 * in the venue details, with an example address on a reserved example domain.
 */
import { useT } from '../ui/useT.ts';
import Contact from '../profile/Contact.tsx';
import { Section, WebsiteLink } from '../profile/VenueSections.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function EstablishmentWebsitePage() {
  const t = useT('profile');
  const { venue } = useExamples();
  const website = venue.contact.website!;
  return (
    <PreviewPage kind="establishment">
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="max-w-xs">
          <Contact contact={{ phone: null, whatsapp: false, telegram: null, email: null, website }} profileId={venue.id} />
        </div>
        <div>
          <Section id="preview-website" title={t('profile.website')}>
            <WebsiteLink website={website} />
          </Section>
        </div>
      </div>
    </PreviewPage>
  );
}
