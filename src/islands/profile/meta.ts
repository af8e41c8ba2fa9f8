/**
 * The profile shell is one pre-rendered page for every profile, so the island writes the page's
 * own title, description and canonical URL once it knows the profile.
 */

function setMeta(selector: string, attr: 'content' | 'href', value: string): void {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

/** Title, description, canonical and Open Graph tags of the current page. */
export function setPageMeta({ title, description, path }: { title: string; description: string; path: string }): void {
  document.title = title;
  setMeta('meta[name="description"]', 'content', description);
  setMeta('meta[property="og:title"]', 'content', title);
  setMeta('meta[property="og:description"]', 'content', description);
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const url = new URL(path, canonical ?? location.href).href;
  setMeta('link[rel="canonical"]', 'href', url);
  setMeta('meta[property="og:url"]', 'content', url);
}
