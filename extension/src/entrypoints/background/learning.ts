import type { LearningResourceResponse, LookupLearningResponse, UpdateLearningBody } from '@trail/shared';
import { callApi } from '../../lib/api-client';
import type { RemoveOutcome, SaveOutcome } from '../../lib/messaging';
import { forgetRefusedToken, sessionToken } from '../../lib/storage';

/** The learner's resource for this page, or null when there is none or it cannot be told now. */
export async function lookupResource(url: string): Promise<LookupLearningResponse> {
  const token = await sessionToken.getValue();
  if (!token) return { resource: null };
  const result = await callApi<LookupLearningResponse>(`/learning/lookup?url=${encodeURIComponent(url)}`, { token });
  if (result.status === 401) await forgetRefusedToken(token);
  return result.ok ? result.data : { resource: null };
}

/** Updates an already saved resource; unlike a new save it is not queued, the popup stays open to retry. */
export async function updateResource(id: string, body: UpdateLearningBody): Promise<SaveOutcome> {
  const token = await sessionToken.getValue();
  if (!token) return { status: 'signedOut' };
  const result = await callApi<LearningResourceResponse>(`/learning/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    token,
  });
  if (result.ok) return { status: 'saved', resource: result.data.resource, alreadySaved: true };
  if (result.status === 401) {
    await forgetRefusedToken(token);
    return { status: 'signedOut' };
  }
  return { status: 'failed', error: result.error };
}

/** Removes a saved resource from Trail (the popup asks "Remove for good?" first). */
export async function removeResource(id: string): Promise<RemoveOutcome> {
  const token = await sessionToken.getValue();
  if (!token) return { status: 'signedOut' };
  const result = await callApi<void>(`/learning/${encodeURIComponent(id)}`, { method: 'DELETE', token });
  if (result.ok) return { status: 'removed' };
  if (result.status === 401) {
    await forgetRefusedToken(token);
    return { status: 'signedOut' };
  }
  return { status: 'failed', error: result.error };
}
