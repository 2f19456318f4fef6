import type { Pathway as PublicPathway, PathwayPlan, PathwayResource as PublicResource, PathwayResourceState, PathwaySection } from '@trail/shared';
import type { Types } from 'mongoose';
import type { PathwayResource } from './schemas/pathway-resource.schema';
import type { Pathway } from './schemas/pathway.schema';

export type PathwayRecord = Pathway & { _id: Types.ObjectId };
export type ResourceRecord = PathwayResource & { _id: Types.ObjectId };

export function toPublicPathway(pathway: PathwayRecord, kinds: { section: number; article: boolean }[], plans: PathwayPlan[]): PublicPathway {
  const sections: PathwaySection[] = pathway.sections.map((section) => {
    const own = kinds.filter((kind) => kind.section === section.no);
    const readings = own.filter((kind) => kind.article).length;
    return {
      no: section.no,
      title: section.title,
      sub: section.sub,
      dueOffsetDays: section.dueOffsetDays,
      duration: section.duration,
      resource: own.length,
      readings,
      videos: own.length - readings,
    };
  });
  return {
    _id: pathway._id.toString(),
    slug: pathway.slug,
    title: pathway.title,
    fieldId: pathway.fieldId.toString(),
    summary: pathway.summary,
    outcomes: pathway.outcomes,
    sections,
    plans,
  };
}

export function toPublicResource(resource: ResourceRecord, state: PathwayResourceState, openedAt: Date | null | undefined): PublicResource {
  return {
    _id: resource._id.toString(),
    title: resource.title,
    photo: resource.photo ?? null,
    description: resource.description,
    duration: resource.duration,
    link: resource.link,
    article: resource.article,
    sub: resource.sub,
    section: resource.section,
    state,
    openedAt: openedAt ? openedAt.toISOString() : null,
  };
}
