#!/usr/bin/env bash
# Serves a build on 127.0.0.1 with deploy/nginx-main.conf and deploy/nginx.conf, exactly as shipped
# but for the paths, and runs a command against it.
# Usage: [BUILD_DIR=build] [NGINX_PORT=8088] deploy/nginx-test.sh <command> [args...]
# The command sees BASE_URL and TEST_BASE_URL=http://127.0.0.1:$NGINX_PORT (Vitest overwrites
# BASE_URL, hence the second name), BUILD_DIR, and NGINX_PID (the master process, for a test of
# the graceful stop); its exit code is returned.
# Example: deploy/nginx-test.sh npx vitest run server/contract.http.test.mjs --environment node
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

here="$(cd "$(dirname "$0")" && pwd)"
build_dir="$(realpath "${BUILD_DIR:-build}")"
port="${NGINX_PORT:-8088}"
nginx_bin="${NGINX:-/usr/sbin/nginx}"
for required in client/index.html nginx-policy-http.conf nginx-policy.conf nginx-site.conf; do
  [ -f "$build_dir/$required" ] || {
    echo "$build_dir/$required is missing; run npm run build" >&2
    exit 1
  }
done
# The release as a whole, as docs/deploy.md checks it before a reload.
node "$here/../server/check-release.mjs" "$build_dir" >/dev/null

tmp="$(mktemp -d)"
cleanup() {
  if [ -f "$tmp/nginx.pid" ]; then
    kill -QUIT "$(cat "$tmp/nginx.pid")" 2>/dev/null || true
    for _ in $(seq 50); do [ -f "$tmp/nginx.pid" ] || break; sleep 0.1; done
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

sed -e "s#__BUILD__#$build_dir#g" \
  -e "s#listen 80 default_server#listen 127.0.0.1:$port default_server#" \
  -e "/listen \[::\]:80 default_server/d" \
  "$here/nginx.conf" >"$tmp/site.conf"

# Paths nginx writes to, inside the temporary directory so that no root is needed.
cat >"$tmp/paths.conf" <<CONF
    client_body_temp_path $tmp/client_body;
    proxy_temp_path $tmp/proxy;
    fastcgi_temp_path $tmp/fastcgi;
    uwsgi_temp_path $tmp/uwsgi;
    scgi_temp_path $tmp/scgi;
CONF
{
  [ "$(id -u)" -eq 0 ] && echo "user root;"
  sed -e "s#__SITE__#$tmp/site.conf#" \
    -e "s#/var/log/nginx/#$tmp/#" \
    -e "/^http {/r $tmp/paths.conf" \
    "$here/nginx-main.conf"
} >"$tmp/nginx.conf"

nginx_args=(-e "$tmp/error.log" -c "$tmp/nginx.conf" -g "pid $tmp/nginx.pid;")
"$nginx_bin" -t -q "${nginx_args[@]}"
"$nginx_bin" "${nginx_args[@]}"

for _ in $(seq 50); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  sleep 0.1
done

status=0
BASE_URL="http://127.0.0.1:$port" TEST_BASE_URL="http://127.0.0.1:$port" BUILD_DIR="$build_dir" \
  NGINX_PID="$(cat "$tmp/nginx.pid")" "$@" || status=$?
if grep -q "\[\(alert\|crit\|emerg\)\]" "$tmp/error.log"; then cat "$tmp/error.log" >&2; fi
exit "$status"
