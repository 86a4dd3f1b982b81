#!/usr/bin/env bash
# The nginx configuration must keep the same contract as the Node server: it serves a fixture build
# for the HTTP contract tests, then the real build for the browser smoke test.
set -euo pipefail
cd "$(dirname "$0")/.."

fixture="$(mktemp -d)"
trap 'rm -rf "$fixture"' EXIT
node server/test-fixture.mjs "$fixture" >/dev/null
BUILD_DIR="$fixture" NGINX_PORT=8089 deploy/nginx-test.sh \
  npx vitest run --project server server/contract.test.mjs

BUILD_DIR=build NGINX_PORT=8090 deploy/nginx-test.sh \
  sh -c 'E2E_BASE_URL="$TEST_BASE_URL" npx playwright test --project=desktop e2e/smoke.spec.ts'
