/** AI girlfriend calls without the schema library; types from ../ai.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { AiCreateBody, AiCreation, AiRenderingModel, AiStep } from '../ai.ts';
import type { RegionCode } from '../../../../regions/constants.ts';

type Results<T> = { results: T };

/** The rendering models and their steps. */
export function getRenderingModels(opts?: RequestOptions): Promise<ApiResult<Results<AiRenderingModel[]>>> {
  return request('GET', '/ai/rendering-models', opts);
}

/** The attributes one step of a model asks for. */
export function getAiStep(model: string, step: string, opts?: RequestOptions): Promise<ApiResult<Results<AiStep>>> {
  return request('GET', `/ai/rendering-models/${encodeURIComponent(model)}/steps/${encodeURIComponent(step)}`, opts);
}

/** Create a girlfriend: the generation starts as a job (status "queued"). */
export function createGirlfriend(body: AiCreateBody, opts?: RequestOptions): Promise<ApiResult<Results<AiCreation>>> {
  return request('POST', '/ai/create-girlfriend', { body, ...opts });
}

/** The signed-in user's creations, newest first. */
export function getMyCreations(opts?: RequestOptions): Promise<ApiResult<Results<AiCreation[]>>> {
  return request('GET', '/ai/my-creations', opts);
}

/** One creation (its status and progress while it renders). */
export function getMyCreation(id: number, opts?: RequestOptions): Promise<ApiResult<Results<AiCreation>>> {
  return request('GET', `/ai/my-creations/${id}`, opts);
}

/** Rename a creation. */
export function renameCreation(id: number, name: string, opts?: RequestOptions): Promise<ApiResult<Results<AiCreation>>> {
  return request('PATCH', `/ai/my-creations/${id}`, { body: { name }, ...opts });
}

/** Delete a creation (its images, its profile and its chat go with it). */
export function deleteCreation(id: number, opts?: RequestOptions): Promise<ApiResult<void>> {
  // Writes carry JSON (the server answers 415 otherwise), like the other DELETE calls.
  return request('DELETE', `/ai/my-creations/${id}`, { body: {}, ...opts });
}

/** Cancel a generation that has not finished. */
export function cancelCreation(id: number, opts?: RequestOptions): Promise<ApiResult<Results<AiCreation>>> {
  return request('POST', `/ai/my-creations/${id}/cancel`, { body: {}, ...opts });
}

/** Publish a succeeded creation as an AI escort profile of a region. */
export function publishCreation(id: number, region: RegionCode, opts?: RequestOptions): Promise<ApiResult<Results<AiCreation>>> {
  return request('POST', `/ai/my-creations/${id}/publish`, { body: { region }, ...opts });
}

/** Take a published creation off the AI escort search. */
export function unpublishCreation(id: number, opts?: RequestOptions): Promise<ApiResult<Results<AiCreation>>> {
  return request('POST', `/ai/my-creations/${id}/unpublish`, { body: {}, ...opts });
}

/** The owner's chat with a creation (started when missing). */
export function chatWithCreation(id: number, opts?: RequestOptions): Promise<ApiResult<Results<{ conversationId: number }>>> {
  return request('POST', `/ai/my-creations/${id}/chat`, { body: {}, ...opts });
}
