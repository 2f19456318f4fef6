import { type FieldMentors, mentorLinkPreview, NOT_FOUND, type LinkPreview, type MentorPage, type Pathway } from '@trail/shared';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppPages } from '@/app/app';
import type { PrerenderedPage } from '@/app/page';
import { PUBLIC_PAGES } from '@/app/pages';
import { publicPageAt } from '@/app/public-pages';
import { AppProvider } from '@/app/provider';
import { paths } from '@/config/paths';
import { MENTOR_DIRECTORY_PATH } from '@/features/mentors/api/get-mentors';
import { trackMentorsPath, trackSlugIn } from '@/features/mentors/api/get-track-mentors';
import { matchPath, StaticNavigation } from '@/lib/navigation';
import { PAGE_DATA_ID, PageDataContext, type PageAnswer, type PageData } from '@/lib/api/page-data';

/** A page's data as HTML for lib/api/page-data.tsx: `<` is escaped, so no answer can close the script element. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Renders a public page to HTML the way the browser's first render will produce it (app.tsx, on the app's
 * own navigation), so `hydrateRoot` can take it over: at build time (scripts/prerender.mjs), and on request
 * (scripts/page-renderer.mjs) for a data page, from the API's answer, and for the 404. `prerender` waits for the lazy page
 * chunks, unlike `renderToString`, which would stop at their skeletons.
 */
export async function render(url: string, data: PageData = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageDataContext.Provider value={data}>
        <AppProvider>
          <StaticNavigation url={url}>
            <AppPages />
          </StaticNavigation>
        </AppProvider>
      </PageDataContext.Provider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface PageHead {
  title: string;
  description: string;
  /** The page's own link preview; without one, the site's card (scripts/social-meta.mjs). */
  preview?: LinkPreview;
}

type HeadOf = (params: Record<string, string>, answer: PageAnswer | undefined, siteUrl: string) => Promise<PageHead> | PageHead;

interface RenderedPage {
  path: string;
  module: string;
  /** What the page reads from the API, when the entry names no early read for it (public-pages.tsx); null: nothing. */
  read?: (search: URLSearchParams) => string | null;
  head: HeadOf;
}

const MENTORS_DESCRIPTION = 'Book a one-hour session with someone who does the work you are learning.';
const notFoundHead = (): PageHead => ({ title: 'Page not found', description: NOT_FOUND });

// The pages' own modules are imported as the app imports them, lazily, so the build keeps them in their chunks.
const RENDERED_ON_REQUEST: RenderedPage[] = [
  {
    path: paths.pathwayLanding.path,
    module: 'src/app/routes/pathway/pathway-landing.tsx',
    head: async ({ name = '' }, answer) => ({
      title: (await import('@/app/routes/pathway/pathway-landing')).pathwayTitle(name),
      description: answer && 'data' in answer ? (answer.data as Pathway).summary : 'A learning pathway on Trail: sections, plans and mentors.',
    }),
  },
  {
    path: paths.mentorProfile.path,
    module: 'src/app/routes/mentor/mentor-profile.tsx',
    head: ({ username = '' }, answer, siteUrl) => {
      const mentor = answer && 'data' in answer ? (answer.data as MentorPage).mentor : null;
      const preview = mentorLinkPreview(mentor, siteUrl, `/${username}`);
      // The tab says what the page's own title effect says (app/routes/mentor/mentor-profile.tsx).
      return { title: mentor ? preview.heading : username, description: preview.description, preview };
    },
  },
  {
    path: paths.mentors.path,
    module: 'src/app/routes/mentor/mentors.tsx',
    // Read here only: an early read in the entry would cost every public page its bytes, for the rare visit
    // that renders /mentor in the browser (a static host, or a reload with a link's navigation state).
    read: () => MENTOR_DIRECTORY_PATH,
    head: () => ({ title: 'Mentors', description: MENTORS_DESCRIPTION }),
  },
  {
    path: paths.mentorSchedule.path,
    module: 'src/app/routes/mentor/schedule.tsx',
    // A track's page is addressed by its query string; without one it asks the visitor to choose a track.
    read: (search) => {
      const slug = trackSlugIn(search);
      return slug ? trackMentorsPath(slug) : null;
    },
    head: (_params, answer) => {
      if (answer && 'error' in answer) return notFoundHead();
      const track = answer ? (answer.data as FieldMentors).field : null;
      return { title: track?.name ?? 'Schedule a session', description: track?.description || MENTORS_DESCRIPTION };
    },
  },
  {
    path: paths.notFound.path,
    module: 'src/app/routes/not-found.tsx',
    head: notFoundHead,
  },
];

export interface PageRenderedOnRequest {
  /** The page's module, for its chunks and styles. */
  module: string;
  /** What the page reads from the API, if anything: the renderer asks first and renders from the answer. */
  apiPath: string | null;
  /** The HTTP status, unless the API's answer is a refusal the page shows (then that status). */
  status: number;
  /** The <head> text; `siteUrl` is the dashboard's public origin, or '' when the build was not told it. */
  head: (answer: PageAnswer | undefined, siteUrl: string) => Promise<PageHead>;
}

/**
 * The public page at `pathname` when it is rendered on request (a mentor's, the mentors', a track's, a pathway's,
 * the 404), else null. `search` is the query string, which names a track's page.
 */
export function renderedPageAt(pathname: string, search = ''): PageRenderedOnRequest | null {
  // `/` is the pre-rendered landing page, or Home: never the 404 that `publicPageAt` would otherwise match.
  if (matchPath(paths.home.path, pathname)) return null;
  const found = publicPageAt(pathname);
  const page = found && RENDERED_ON_REQUEST.find((candidate) => candidate.path === found.page.path);
  if (!found || !page) return null;
  return {
    module: page.module,
    apiPath: (page.read ? page.read(new URLSearchParams(search)) : found.page.early?.(found.params)) ?? null,
    status: page.path === paths.notFound.path ? 404 : 200,
    head: async (answer, siteUrl) => page.head(found.params, answer, siteUrl),
  };
}

/** Every page module the renderer may inline the styles of: their hashes go into the policy at build time. */
export const renderedOnRequestModules = RENDERED_ON_REQUEST.map((page) => page.module);

/** The pages scripts/prerender.mjs writes to dist/ at build time: the page manifest's entries with `prerender`. */
export const prerenderedPages: PrerenderedPage[] = PUBLIC_PAGES.flatMap(({ path, prerender }) => (prerender ? [{ path, ...prerender }] : []));
