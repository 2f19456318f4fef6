# syntax=docker/dockerfile:1
# The dashboard, built once for two images (compose.yaml builds each by its target):
# - web (the last stage, the default): the static Vite build, pre-compressed (Brotli and gzip), served by
#   Caddy with an SPA fallback, the security headers the build wrote (dist/_headers) and long caching for
#   hashed assets;
# - pages: the page renderer (dashboard/scripts/render-server.mjs, decision 0070), which renders mentor and
#   pathway pages on request from the same build, so the HTML it writes names the files web serves.
FROM node:24-bookworm-slim AS build
RUN npm install --global pnpm@12.21.0
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY dashboard/package.json dashboard/
ENV PUPPETEER_SKIP_DOWNLOAD=true
RUN pnpm install --frozen-lockfile --filter @trail/dashboard...
COPY shared/ shared/
COPY dashboard/ dashboard/
COPY deploy/ deploy/
# VITE_API_URL stays unset: the API answers on the same origin, under /api/v1, through Caddy.
# VITE_SITE_URL: the public address, for the pre-rendered pages' link previews (decision 0052).
ARG VITE_SITE_URL
ENV VITE_SITE_URL=${VITE_SITE_URL}
RUN pnpm --filter @trail/shared build \
 && pnpm --filter @trail/dashboard build \
 && node deploy/headers-to-caddy.mjs dashboard/dist/_headers > /src/security-headers.caddy \
 && pnpm --filter @trail/dashboard deploy --prod /pages \
 && cp -r dashboard/dist dashboard/dist-server /pages/ \
 && node deploy/precompress.mjs dashboard/dist

FROM node:24-bookworm-slim AS pages
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build --chown=node:node /pages ./
USER node
EXPOSE 4000
CMD ["node", "scripts/render-server.mjs"]

FROM caddy:2-alpine AS web
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /src/security-headers.caddy /etc/caddy/security-headers.caddy
COPY --from=build /src/dashboard/dist /srv
