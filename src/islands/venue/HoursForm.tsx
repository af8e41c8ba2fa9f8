/** The venue's opening hours per weekday, saved as `opening_hours` (the escort availability's form). */
import { saveVenueProfile } from '../../lib/api/client/venue.ts';
import WeeklyHoursForm from '../editor/WeeklyHoursForm.tsx';
import { useT } from '../ui/useT.ts';
import type { VenueSectionProps } from './values.ts';

/** The section. */
export default function HoursForm({ venue, onSaved }: VenueSectionProps) {
  const t = useT('venue');
  return (
    <WeeklyHoursForm
      id="venue-hours"
      heading={t('venue.hours.title')}
      intro={t('venue.hours.intro')}
      saveLabel={t('venue.save')}
      savedText={t('venue.hours.saved')}
      initial={venue.opening_hours}
      save={(weekly) => saveVenueProfile({ opening_hours: weekly })}
      weeklyOf={(saved) => saved.opening_hours}
      onSaved={onSaved}
    />
  );
}
