/** The other member's picture, or the first letter of the name on a coloured disc (decorative: the name is next to it). */

/** A round avatar. */
export function Avatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900"
      style={{ width: size, height: size }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
