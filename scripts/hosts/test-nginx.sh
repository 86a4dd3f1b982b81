#!/usr/bin/env bash
# The nginx configuration must keep the same contract as the Node server: it serves a fixture build
# for the HTTP contract tests (the last of which stops it gracefully), then the real build for the
# browser smoke test and the load test.
# Ports: NGINX_CONTRACT_PORT (default 8089) and NGINX_SMOKE_PORT (default 8090).
set -euo pipefail
cd "$(dirname "$0")/../.."

fixture="$(mktemp -d)"
trap 'rm -rf "$fixture"' EXIT
node server/test-fixture.mjs "$fixture" >/dev/null
BUILD_DIR="$fixture" NGINX_PORT="${NGINX_CONTRACT_PORT:-8089}" deploy/nginx-test.sh \
  npx vitest run --project http server/contract.http.test.mjs

BUILD_DIR=build NGINX_PORT="${NGINX_SMOKE_PORT:-8090}" deploy/nginx-test.sh sh -c '
  E2E_BASE_URL="$TEST_BASE_URL" npx playwright test --project=desktop --output test-results/nginx \
    e2e/smoke.spec.ts &&
    node scripts/bench/loadtest.mjs --quick --url "$TEST_BASE_URL" --label nginx'
