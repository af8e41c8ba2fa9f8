/** The shape of a legal page: plain structured text, rendered as text (no HTML in the content). */
import type { Legal, LegalDocId, RegionCode } from '../../../regions/schema.ts';

/** One block of a section: a paragraph (optionally ending in a link to another legal page), a bullet list, or term/definition pairs. */
export type LegalBlock = { p: string; link?: LegalDocId } | { list: string[] } | { pairs: [term: string, value: string][] };

/** A section with a heading. */
export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

/** A legal page's text. */
export interface LegalDoc {
  /** Heading and `<title>` stem. */
  title: string;
  /** Meta description (50–160 characters). */
  description: string;
  /** Short lead paragraph under the heading. */
  lead: string;
  sections: LegalSection[];
}

/** What a locale's texts are filled from. */
export interface LegalContext {
  region: RegionCode;
  /** Country name in the page's language. */
  country: string;
  siteName: string;
  legal: Legal;
  /** Date the texts were last changed, formatted in the page's language. */
  updated: string;
}

/** The five legal pages of one language. */
export type LegalTexts = (ctx: LegalContext) => Record<LegalDocId, LegalDoc>;
