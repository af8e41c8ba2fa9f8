/** Private galleries, guest purchases and age verification (SPEC §7); types from ../galleries.ts. */
import type { Transaction } from '../billing.ts';
import { IDEMPOTENCY_HEADER, type PaymentMethod } from '../billing-codes.ts';
import type {
  AgeVerification,
  AgeVerificationLinkResponse,
  CheckCodeResponse,
  CreateGalleryBody,
  GalleryMediaResponse,
  GalleryPurchaseResponse,
  GuestCheckoutStatus,
  OwnGalleriesResponse,
  ProfileGalleriesResponse,
  PurchasedGalleriesResponse,
  UpdateGalleryBody,
} from '../galleries.ts';
import { GALLERY_FILE_FIELD } from '../galleries-codes.ts';
import { callTarget, request, toResult, type ApiResult, type RequestOptions } from '../http.ts';
import { postMultipart } from './upload.ts';

/** `GET /galleries/users/{profileId}`: a profile's galleries for the caller. */
export function getProfileGalleries(profileId: number, opts?: RequestOptions): Promise<ApiResult<ProfileGalleriesResponse>> {
  return request('GET', `/galleries/users/${profileId}`, opts);
}

/** `GET /galleries/photos/{id}` or `/galleries/videos/{id}`. */
export function getGalleryMedia(id: number, kind: 'photos' | 'videos', opts?: RequestOptions): Promise<ApiResult<GalleryMediaResponse>> {
  return request('GET', `/galleries/${kind}/${id}`, opts);
}

/** A purchase's answer; `short` carries the balance and price when the credits were not enough (402). */
export type PurchaseResult = ApiResult<GalleryPurchaseResponse> & { short?: { balance: number; priceCredits: number } };

/** POST a purchase and keep the 402 body's balance and price (the common result shape drops them). */
async function purchase(path: string): Promise<PurchaseResult> {
  const { url, headers } = callTarget(path);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      credentials: 'include',
      body: '{}',
    });
    const body = (await res.json().catch(() => undefined)) as { balance?: unknown; priceCredits?: unknown } | undefined;
    const result: PurchaseResult = toResult<GalleryPurchaseResponse>(res.status, res.statusText, body);
    if (res.status === 402 && typeof body?.balance === 'number' && typeof body.priceCredits === 'number')
      result.short = { balance: body.balance, priceCredits: body.priceCredits };
    return result;
  } catch {
    return { status: 0, errors: {}, message: 'network error' };
  }
}

/** `POST /purchase/galleries/{id}`: buy one gallery with credits (402 with `short` when the credits are not enough). */
export function purchaseGallery(id: number): Promise<PurchaseResult> {
  return purchase(`/purchase/galleries/${id}`);
}

/** `POST /purchase/galleries/users/{profileId}`: buy every gallery of a profile not owned yet. */
export function purchaseAllGalleries(profileId: number): Promise<PurchaseResult> {
  return purchase(`/purchase/galleries/users/${profileId}`);
}

/** `GET /users/galleries/purchased`: the punter's galleries. */
export function getPurchasedGalleries(opts?: RequestOptions): Promise<ApiResult<PurchasedGalleriesResponse>> {
  return request('GET', '/users/galleries/purchased', opts);
}

/** `POST /api/v1/guests/galleries/{id}/checkout` (one) or `/guests/galleries/users/{profileId}/checkout` (all). */
export function startGuestGalleryCheckout(
  target: { galleryId: number } | { profileId: number },
  body: { method: PaymentMethod; returnPath: string },
  idempotencyKey: string,
): Promise<ApiResult<{ results: Transaction }>> {
  const path =
    'galleryId' in target ? `/guests/galleries/${target.galleryId}/checkout` : `/guests/galleries/users/${target.profileId}/checkout`;
  return request('POST', path, { version: 'v1', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** `GET /api/v1/guests/galleries/checkout/{transactionId}`: paid yet? (the check code, once). */
export function getGuestCheckout(transactionId: number): Promise<ApiResult<GuestCheckoutStatus>> {
  return request('GET', `/guests/galleries/checkout/${transactionId}`, { version: 'v1' });
}

/** `POST /api/v1/guests/galleries/check-code`: open bought galleries on this device. */
export function redeemCheckCode(code: string): Promise<ApiResult<CheckCodeResponse>> {
  return request('POST', '/guests/galleries/check-code', { version: 'v1', body: { code } });
}

/** `GET /users/age-verification`. */
export function getAgeVerification(opts?: RequestOptions): Promise<ApiResult<{ results: AgeVerification }>> {
  return request('GET', '/users/age-verification', opts);
}

/** `POST /users/age-verification/link`: the provider's page to send the visitor to. */
export function ageVerificationLink(returnPath?: string): Promise<ApiResult<AgeVerificationLinkResponse>> {
  return request('POST', '/users/age-verification/link', { body: returnPath ? { returnPath } : {} });
}

/** `POST /users/unlock-explicit-photos`. */
export function unlockExplicitPhotos(unlocked: boolean): Promise<ApiResult<{ results: AgeVerification }>> {
  return request('POST', '/users/unlock-explicit-photos', { body: { unlocked } });
}

// The escort's own galleries.

/** `GET /users/galleries`. */
export function getOwnGalleries(opts?: RequestOptions): Promise<ApiResult<OwnGalleriesResponse>> {
  return request('GET', '/users/galleries', opts);
}

/** `POST /users/galleries`. */
export function createGallery(body: CreateGalleryBody): Promise<ApiResult<OwnGalleriesResponse>> {
  return request('POST', '/users/galleries', { body });
}

/** `PATCH /users/galleries/{id}`. */
export function updateGallery(id: number, body: UpdateGalleryBody): Promise<ApiResult<OwnGalleriesResponse>> {
  return request('PATCH', `/users/galleries/${id}`, { body });
}

/** `DELETE /users/galleries/{id}`. */
export function deleteGallery(id: number): Promise<ApiResult<OwnGalleriesResponse>> {
  return request('DELETE', `/users/galleries/${id}`, { body: {} });
}

/** `PATCH /users/galleries/{id}/items/{itemId}`. */
export function markGalleryItem(id: number, itemId: number, explicit: boolean): Promise<ApiResult<OwnGalleriesResponse>> {
  return request('PATCH', `/users/galleries/${id}/items/${itemId}`, { body: { explicit } });
}

/** `PUT /users/galleries/{id}/items/order`. */
export function reorderGalleryItems(id: number, itemIds: readonly number[]): Promise<ApiResult<OwnGalleriesResponse>> {
  return request('PUT', `/users/galleries/${id}/items/order`, { body: { itemIds: [...itemIds] } });
}

/** `DELETE /users/galleries/{id}/items/{itemId}`. */
export function deleteGalleryItem(id: number, itemId: number): Promise<ApiResult<OwnGalleriesResponse>> {
  return request('DELETE', `/users/galleries/${id}/items/${itemId}`, { body: {} });
}

/** `POST /users/galleries/{id}/items` (multipart, one file), with upload progress in a browser. */
export function uploadGalleryItem(
  id: number,
  file: Blob,
  opts: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<ApiResult<OwnGalleriesResponse>> {
  const form = new FormData();
  form.append(GALLERY_FILE_FIELD, file, file instanceof File ? file.name : 'file');
  return postMultipart(`/users/galleries/${id}/items`, form, opts);
}
