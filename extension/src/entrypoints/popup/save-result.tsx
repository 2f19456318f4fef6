import { displayText, type LearningResource } from '@trail/shared';
import { resourceUrl } from './dashboard-links';
import { POPUP_TEXTS } from './popup-texts';

function heading(resource: LearningResource, alreadySaved: boolean, updated: boolean): string {
  if (updated) return POPUP_TEXTS.updated;
  if (alreadySaved) return POPUP_TEXTS.alreadySaved;
  return resource.wishList.state ? POPUP_TEXTS.savedWishlist : POPUP_TEXTS.savedLearning;
}

export function SaveResult({ resource, alreadySaved, updated }: { resource: LearningResource; alreadySaved: boolean; updated: boolean }) {
  return (
    <section className="result" role="status" data-testid="save-result">
      <p className="result__heading">{heading(resource, alreadySaved, updated)}</p>
      <p className="page__title" title={resource.title}>
        {displayText(resource.title, 'cardTitle')}
      </p>
      <p className="page__host">
        {resource.type} · {resource.offeredBy}
      </p>
      <a href={resourceUrl(resource)} target="_blank" rel="noreferrer">
        {POPUP_TEXTS.seeInTrail}
      </a>
    </section>
  );
}
