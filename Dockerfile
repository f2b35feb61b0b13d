# Production image: builds the server, then runs it (web server, indexer and keeper) with the
# database, uploads and chain state on a volume.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx remix build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/scripts ./scripts
# The SQLite database, generated secrets, uploads, outbox and the embedded chain's state live here.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:3000/status').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Without CHAIN_RPC_URL this starts the embedded dev chain too; set it (and the keys) for a real network.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
