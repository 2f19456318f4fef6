import type { LearningResource } from '@trail/shared';
import { useEffect, useState } from 'react';
import { sendMessage } from '../../lib/messaging';

/**
 * The learner's resource for this link, if they saved it before; looked up once, without delaying
 * the form. `onFound` (keep it stable) runs in the same update, so the notice never shows with stale fields.
 */
export function useExistingResource(link: string, onFound: (resource: LearningResource) => void): LearningResource | null {
  const [resource, setResource] = useState<LearningResource | null>(null);
  useEffect(() => {
    let current = true;
    sendMessage('lookup', { url: link }).then(
      (found) => {
        if (!current || !found.resource) return;
        setResource(found.resource);
        onFound(found.resource);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [link, onFound]);
  return resource;
}

export function useSkillSuggestions(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    sendMessage('skills', {}).then(setNames, () => undefined);
  }, []);
  return names;
}
