# Sillage in a container: one server instance. NOT exercised by this repository's tests or CI;
# see README "Operations" (it is a starting point for those who deploy with containers).
#
#   docker build -t sillage .
#   docker run -e DATABASE_URL=postgres://… -e JWT_SECRET=… -p 3000:3000 -v sillage-data:/data sillage

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data SHUTDOWN_DRAIN_MS=5000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
# The compiled server and the pages' renderer (npm run build), the app it serves, and the files
# the server reads at run time from its source tree (server/server-files.ts).
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
COPY server/db/migrations ./server/db/migrations
COPY server/auth/common-passwords.txt ./server/auth/common-passwords.txt
COPY server/shop-pages/texts ./server/shop-pages/texts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM: not ready at once, SHUTDOWN_DRAIN_MS of draining, in-flight requests finish, exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "build/server/main.js"]
