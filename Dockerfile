# Multi-stage build on the official Bun image. No Docker engine runs on the project's machines, so
# `bun run docker:check` (tests/docker/replay.ts, run by CI) replays this file stage by stage with
# only what each COPY copies and starts the result; it knows a subset of the syntax and fails on
# anything else. The Bun version here must match the machines' Bun (the replay checks it).
FROM oven/bun:1.4 AS deps
WORKDIR /app
# bun.lock names patches/ (patchedDependencies): the install fails without them.
COPY package.json bun.lock ./
COPY patches ./patches
RUN --mount=type=cache,target=/root/.bun/install/cache bun install --frozen-lockfile

FROM deps AS build
# Company details are baked into the prerendered pages (shared/site.ts; empty = its default).
ARG SITE_NAME
ARG SITE_LEGAL_NAME
ARG SITE_URL
ARG SITE_PHONE
ARG SITE_EMAIL
ARG SITE_MEETING_URL
ARG SITE_INSTAGRAM_URL
ARG SITE_LINKEDIN_URL
# A YouTube video (id or link) per case study on /brands; unset = the case shows its artwork.
ARG SITE_VIDEO_MAKE
ARG SITE_VIDEO_STRIDE
ARG SITE_VIDEO_PRODUCTBOARD
COPY . .
RUN bun run build

FROM oven/bun:1.4-slim AS runtime
WORKDIR /app
# The same company details for the server, which writes them into e-mails.
ARG SITE_NAME
ARG SITE_LEGAL_NAME
ARG SITE_URL
ARG SITE_PHONE
ARG SITE_EMAIL
ARG SITE_MEETING_URL
ARG SITE_INSTAGRAM_URL
ARG SITE_LINKEDIN_URL
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_NAME=$SITE_NAME \
    SITE_LEGAL_NAME=$SITE_LEGAL_NAME \
    SITE_URL=$SITE_URL \
    SITE_PHONE=$SITE_PHONE \
    SITE_EMAIL=$SITE_EMAIL \
    SITE_MEETING_URL=$SITE_MEETING_URL \
    SITE_INSTAGRAM_URL=$SITE_INSTAGRAM_URL \
    SITE_LINKEDIN_URL=$SITE_LINKEDIN_URL
# Production dependencies only; the image serves the prebuilt dist/ and needs no build tools.
COPY package.json bun.lock ./
COPY patches ./patches
RUN --mount=type=cache,target=/root/.bun/install/cache bun install --frozen-lockfile --production
COPY --from=build /app/dist ./dist
COPY tsconfig.json ./
COPY server ./server
COPY shared ./shared
COPY drizzle ./drizzle
COPY analytics ./analytics
# 1000:1000 is the image's `bun` user; numeric so that Kubernetes' runAsNonRoot can verify it.
RUN mkdir -p "$DATA_DIR" && chown 1000:1000 "$DATA_DIR"
USER 1000:1000
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD bun -e "const r = await fetch('http://127.0.0.1:' + (process.env.PORT ?? 3000) + '/healthz'); process.exit(r.ok ? 0 : 1)"
CMD ["bun", "server/index.ts"]
