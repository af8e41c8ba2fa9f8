/** Paging of every paged endpoint (SPEC §7), without the schema library so islands can import it. */

/** The last page the API serves. */
export const MAX_PAGE = 1000;
/** Results per page when a request names none (the search island's page size too). */
export const PER_PAGE = 24;
/** The most results one page may ask for. */
export const MAX_PER_PAGE = 48;
