# The site in a container: built in one stage, served from another that holds only what serving
# needs (the built pages, the built server and the runtime dependencies).
#
#   docker build --build-arg SITE_URL=https://www.example.com -t remodel-site .
#   docker run -p 5000:5000 -v remodel-data:/data --env-file site.env remodel-site
#
# SITE_URL (and GTAG_ID, ADS_SEND_TO, CMS_GITHUB_REPO, CMS_GITHUB_BRANCH) are written into the
# pages, so they are build arguments; give the same SITE_URL to the running container too. Every
# other setting (mail, TRUST_PROXY, the editor's sign-in) is read at start: see the README.
# scripts/runtime-stage.test.ts runs this file's last stage in a plain folder.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles itself where no prebuilt binary for the platform can be downloaded
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/postinstall.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL
ARG GTAG_ID
ARG ADS_SEND_TO
ARG CMS_GITHUB_REPO
ARG CMS_GITHUB_BRANCH
RUN npm run build
# drop the development packages: what is left is exactly `npm ci --omit=dev`
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production DATA_DIR=/data PORT=5000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/dist-server dist-server
# leads, photos and keys live on the volume; the app's own files stay root's, read-only to it
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is process 1, so the SIGTERM of `docker stop` reaches the server, which finishes
# the requests in flight and stops
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/index.js"]
