# Placement for self-hosters. Two targets:
#   docker build --target api -t placement-api .      the web app and the API
#   docker build --target judge -t placement-judge .  a judge worker: bubblewrap and the compilers
# docker-compose.yml runs both with PostgreSQL, Redis and an S3-compatible store.
#
# Node 24 (LTS, supported until 2028-04-30) on Debian 12, which packages the judge's openjdk-17 (Debian 13 moved
# to openjdk-21): a move to trixie needs the Java toolchain moved too.
# The judge runs JavaScript answers on this same Node (see below).

# Build: dev dependencies, the server bundles and the web app.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/judge/package.json apps/judge/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/similarity/package.json packages/similarity/
COPY packages/worker-thread/package.json packages/worker-thread/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime dependencies only, and what the build made.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/judge/package.json apps/judge/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/db/package.json packages/db/
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/similarity/package.json packages/similarity/
COPY --from=build /app/packages/worker-thread/package.json packages/worker-thread/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/judge/dist apps/judge/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/db/drizzle packages/db/drizzle
COPY docker/entrypoint.sh /usr/local/bin/placement
ENTRYPOINT ["placement"]

FROM runtime AS judge
# The sandbox needs root (cgroups, one uid per pool slot); run this container privileged (docs/operations.md).
RUN apt-get update \
  && apt-get install -y --no-install-recommends bubblewrap python3 python3-seccomp gcc g++ openjdk-17-jdk-headless fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/* \
  && ln -sf /usr/local/bin/node /usr/bin/node
# JavaScript answers run on /usr/bin/node inside the sandbox (which binds /usr read-only); the image's Node lives in
# /usr/local/bin
CMD ["judge"]

FROM runtime AS api
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["api"]
