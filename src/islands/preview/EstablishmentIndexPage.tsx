/** /__static/establishment/: the venue previews. */
import PreviewIndex from './PreviewIndex.tsx';

/** The page. */
export default function EstablishmentIndexPage() {
  return <PreviewIndex kind="establishment" />;
}
