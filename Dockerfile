# Multi-stage build: compile everything, then run with production dependencies only, as a non-root user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY public-web/package.json public-web/
COPY admin-web/package.json admin-web/
COPY test/package.json test/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/contracts/package.json ./contracts/package.json
COPY --from=build --chown=node:node /app/contracts/dist ./contracts/dist
COPY --from=build --chown=node:node /app/backend/package.json ./backend/package.json
# backend/dist holds, beside the compiled code, the database functions' .sql files the app applies at boot (the backend build copies them).
COPY --from=build --chown=node:node /app/backend/dist ./backend/dist
COPY --from=build --chown=node:node /app/backend/content ./backend/content
COPY --from=build --chown=node:node /app/public-web/dist ./public-web/dist
COPY --from=build --chown=node:node /app/public-web/dist-server ./public-web/dist-server
COPY --from=build --chown=node:node /app/admin-web/dist ./admin-web/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
