/** The shape of a pathway's content file: what the seed writes, keyed by natural keys. */
export interface ResourceContent {
  /** Stable within the pathway: renaming it makes a new resource (and drops the old one's progress). */
  key: string;
  title: string;
  photo: string | null;
  description: string;
  duration: string;
  link: string;
  article: boolean;
  /** One of the section's sub-topics. */
  sub: string;
}

export interface SectionContent {
  no: number;
  title: string;
  sub: string[];
  dueOffsetDays: number;
  duration: string;
  resources: ResourceContent[];
}

export interface PathwayContent {
  slug: string;
  /** The mentorship track's slug (api/src/fields/field-seed.ts). */
  fieldSlug: string;
  title: string;
  summary: string;
  outcomes: string[];
  sections: SectionContent[];
}
