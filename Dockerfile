# OSPO Events: build the release in one stage, run it in another with production packages only.
# Not built in CI (images cannot be pulled there); scripts/deployment-files.test.ts checks it
# against the app's configuration. docs/DEPLOYMENT.md#containers explains its use.

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock lacks dev tools' builds for other platforms (see
# docs/DEPLOYMENT.md), which npm ci refuses; the versions installed are still the locked ones.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_COMPILE_CACHE=/data/.node-compile-cache
WORKDIR /app
# dist/ is the release: package.json and package-lock.json with production dependencies only.
COPY --from=build /src/dist/ ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm: `docker stop`'s SIGTERM reaches the server, which closes cleanly.
CMD ["node", "server/main.js"]
