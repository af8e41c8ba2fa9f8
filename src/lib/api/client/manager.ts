/** The manager area's calls (SPEC §7 "Manager"); types from ../manager.ts. */
import { request, type ApiResult } from '../http.ts';
import type {
  ContactDetails,
  ContactDetailsBody,
  CreateEscortBody,
  EscortVenueBody,
  ManagedEscort,
  ManagerUsersQuery,
  ManagerUsersResponse,
  VenueRef,
} from '../manager.ts';
import type { PublishResult } from '../onboarding.ts';
import type { RegionCode } from '../../../../regions/schema.ts';

/** GET /manager/users/: a page of the manager's escorts. */
export function getManagedEscorts(query: ManagerUsersQuery, opts?: { signal?: AbortSignal }): Promise<ApiResult<ManagerUsersResponse>> {
  return request('GET', '/manager/users/', { ...opts, query });
}

/** POST /manager/users/: create an escort user managed by the caller. */
export function createManagedEscort(body: CreateEscortBody): Promise<ApiResult<{ results: ManagedEscort }>> {
  return request('POST', '/manager/users/', { body });
}

/** POST /manager/escorts/venue/: assign (or with `venueId: null` remove) the escort's venue. */
export function setEscortVenue(body: EscortVenueBody): Promise<ApiResult<{ results: ManagedEscort }>> {
  return request('POST', '/manager/escorts/venue/', { body });
}

/** GET /manager/venues/: the published venues of a region. */
export function getManagerVenues(region: RegionCode): Promise<ApiResult<{ results: VenueRef[] }>> {
  return request('GET', '/manager/venues/', { query: { region } });
}

/** PUT /manager/publish/{id}/: publish (true) or unpublish (false) a managed escort's profile. */
export function setManagedPublished(id: number, published: boolean): Promise<ApiResult<{ results: PublishResult }>> {
  return request('PUT', `/manager/publish/${id}/`, { body: { profile_published: published } });
}

/** GET /manager/contact-details/. */
export function getContactDetails(): Promise<ApiResult<{ results: ContactDetails }>> {
  return request('GET', '/manager/contact-details/');
}

/** PUT /manager/contact-details/. */
export function saveContactDetails(body: ContactDetailsBody): Promise<ApiResult<{ results: ContactDetails }>> {
  return request('PUT', '/manager/contact-details/', { body });
}
