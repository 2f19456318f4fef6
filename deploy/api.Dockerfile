# syntax=docker/dockerfile:1
# Trail's API: built in one stage, run from a production-only install in the next (no compilers,
# no test tools, no mongodb-memory-server), as the unprivileged `node` user.
FROM node:24-bookworm-slim AS build
RUN npm install --global pnpm@12.21.0
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY api/package.json api/
RUN pnpm install --frozen-lockfile --filter @trail/api...
COPY shared/ shared/
COPY api/ api/
RUN pnpm --filter @trail/shared build \
 && pnpm --filter @trail/api build \
 && pnpm --filter @trail/api deploy --prod /out

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=5000
WORKDIR /app
COPY --from=build --chown=node:node /out ./
USER node
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:5000/api/v1/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
