/** /__static/establishment/profile/food-and-drinks/: the venue's own food-and-drink list, with example data. */
import { useT } from '../ui/useT.ts';
import { FoodList, Section } from '../profile/VenueSections.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function EstablishmentFoodPage() {
  const t = useT('profile');
  const { venueDetails } = useExamples();
  return (
    <PreviewPage kind="establishment">
      <Section id="preview-food" title={t('profile.foodAndDrinks')}>
        <FoodList items={venueDetails.foodAndDrinks} />
      </Section>
    </PreviewPage>
  );
}
