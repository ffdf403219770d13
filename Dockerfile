# Attest as a container image: a build stage (dependencies, web build) and a slim runtime stage that runs as the
# unprivileged `node` user. See README, "Deploying on several machines", and compose.yaml.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the compiled server (apps/server/dist); then the dev dependencies go (tsx, esbuild, the npm `node`
# package: the image's own Node 24 runs the server).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
# LibreOffice for the PDF renditions of Word versions (in bubblewrap where the container allows user namespaces;
# Diagnostics say how it is confined); pg_dump and pg_restore for backups of PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends libreoffice-writer-nogui bubblewrap postgresql-client-15 fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data /secrets && chown node:node /data /secrets && chmod 700 /secrets
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data SECRETS_DIR=/secrets
# The audit key lives apart from the data it protects (README, The audit key).
VOLUME /data /secrets
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
