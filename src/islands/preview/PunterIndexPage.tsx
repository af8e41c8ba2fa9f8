/** /__static/punter/: the member previews. */
import PreviewIndex from './PreviewIndex.tsx';

/** The page. */
export default function PunterIndexPage() {
  return <PreviewIndex kind="punter" />;
}
