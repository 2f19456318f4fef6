import type { AdminPathwayContent, AdminResource, AdminSection } from '@trail/shared';
import type { Types } from 'mongoose';
import type { PathwayRecord, ResourceRecord } from '../pathway.mapper';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const idOf = (id: Types.ObjectId | null | undefined) => (id ? id.toString() : null);

export function toAdminSection(section: PathwayRecord['sections'][number]): AdminSection {
  return {
    no: section.no, title: section.title, sub: section.sub, dueOffsetDays: section.dueOffsetDays, duration: section.duration,
    editedAt: iso(section.editedAt), editedBy: idOf(section.editedBy),
  };
}

export function toAdminResource(resource: ResourceRecord): AdminResource {
  return {
    _id: resource._id.toString(), key: resource.key, section: resource.section, order: resource.order, title: resource.title,
    photo: resource.photo ?? null, description: resource.description, duration: resource.duration, link: resource.link,
    article: resource.article, sub: resource.sub, retiredAt: iso(resource.retiredAt), editedAt: iso(resource.editedAt), editedBy: idOf(resource.editedBy),
  };
}

export function toAdminContent(pathway: PathwayRecord, resources: ResourceRecord[]): AdminPathwayContent {
  return { slug: pathway.slug, title: pathway.title, sections: pathway.sections.map(toAdminSection), resources: resources.map(toAdminResource) };
}
