# syntax=docker/dockerfile:1
# Veil's server image: exactly the steps CI proves without a container daemon (.ci/run, stage
# "production folder"): `npm run build:production` in a full checkout, then `npm ci --omit=dev` in
# the folder it writes, started with `node apps/api/dist/server/main.js`. docs/operations.md.

# -- build: the monorepo with its dev tooling, only to compile the API and build the web app
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/voice/package.json packages/voice/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:production

# -- runtime: the production folder with production dependencies only, run as a non-root user
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    ROLE=all \
    DATA_DIR=/var/lib/veil
WORKDIR /app
COPY --from=build /src/dist/production/package.json /src/dist/production/package-lock.json ./
COPY --from=build /src/dist/production/apps/api/package.json apps/api/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/production/apps ./apps
# the node image's unprivileged user; DATA_DIR holds nothing with DATABASE_URL and S3 set, but
# must be writable for the disk storage driver and the generated development secret
RUN mkdir -p /var/lib/veil && chown node:node /var/lib/veil
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server/main.js"]
