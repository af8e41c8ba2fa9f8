/** A shared position as a link to openstreetmap.org (no map library on the page). */

/** The OpenStreetMap address that marks `lat`/`lon` at street level. */
export function osmLink(lat: number, lon: number): string {
  const la = lat.toFixed(5);
  const lo = lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}
