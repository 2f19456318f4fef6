import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppPages } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { StaticNavigation } from '@/lib/navigation';

/**
 * Renders a public page to HTML at build time (scripts/prerender.mjs), the way the browser's first
 * render will produce it (app.tsx, on the app's own navigation), so `hydrateRoot` can take it over.
 * `prerender` waits for the lazy page chunks, unlike `renderToString`, which would stop at their skeletons.
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticNavigation url={url}>
          <AppPages />
        </StaticNavigation>
      </AppProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
