# syntax=docker/dockerfile:1
# MapleRupee's container image (docs/DEPLOY.md § Container image). Its steps are the commands CI
# runs (npm ci, the build, node dist/server/main.js); server/test/image-start.test.ts runs the start
# command on a copy of exactly what the second stage copies, as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# The built app only: the server and web bundles, the migrations and IFSC data the server reads,
# and the production dependencies. Owned by root, read-only for the app's user.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/src/db/migrations ./server/src/db/migrations
COPY --from=build /app/server/src/ifsc/data ./server/src/ifsc/data
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
