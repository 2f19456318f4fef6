/** What the public pages read from the API, named once for the page and for its early start (lib/api/early-get.ts). */
export const publicApiPaths = {
  mentorPage: (username: string) => `/meetings/singlementor/${encodeURIComponent(username)}`,
  pathway: (slug: string) => `/pathways/${encodeURIComponent(slug)}`,
};
