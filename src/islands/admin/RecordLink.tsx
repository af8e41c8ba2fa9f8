/** The link to one profile's (or account's) whole record, named after it for screen readers. */
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

export default function RecordLink({ id, name }: { id: number; name: string }) {
  const t = useT('admin');
  const { href } = useApp();
  return (
    <a href={`${href('adminProfile')}?id=${id}`} className="font-semibold underline" data-record-link={id}>
      {t('admin.profile.link')}
      <span className="sr-only"> – {name}</span>
    </a>
  );
}
