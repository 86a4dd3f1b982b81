#!/usr/bin/env bash
# Serves a build with deploy/nginx.conf on 127.0.0.1 and runs a command against it.
# Usage: [BUILD_DIR=build] [NGINX_PORT=8088] deploy/nginx-test.sh <command> [args...]
# The command sees BASE_URL and TEST_BASE_URL=http://127.0.0.1:$NGINX_PORT (Vitest overwrites
# BASE_URL, hence the second name) and BUILD_DIR; its exit code is returned.
# Example: deploy/nginx-test.sh npx vitest run server/contract.test.mjs --environment node
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

here="$(cd "$(dirname "$0")" && pwd)"
build_dir="$(realpath "${BUILD_DIR:-build}")"
port="${NGINX_PORT:-8088}"
nginx_bin="${NGINX:-/usr/sbin/nginx}"
for required in "$build_dir/client/index.html" "$build_dir/nginx-csp.conf"; do
  [ -f "$required" ] || { echo "$required is missing; run npm run build" >&2; exit 1; }
done

tmp="$(mktemp -d)"
cleanup() {
  if [ -f "$tmp/nginx.pid" ]; then
    kill -QUIT "$(cat "$tmp/nginx.pid")" 2>/dev/null || true
    for _ in $(seq 50); do [ -f "$tmp/nginx.pid" ] || break; sleep 0.1; done
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

sed -e "s#__ROOT__#$build_dir/client#" \
  -e "s#__CSP__#$build_dir/nginx-csp.conf#" \
  -e "s#listen 80;#listen 127.0.0.1:$port;#" \
  -e "/listen \[::\]:80;/d" \
  "$here/nginx.conf" >"$tmp/site.conf"

user_line=""
[ "$(id -u)" -eq 0 ] && user_line="user root;"
cat >"$tmp/nginx.conf" <<CONF
$user_line
worker_processes 1;
pid $tmp/nginx.pid;
error_log $tmp/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $tmp/access.log;
    client_body_temp_path $tmp/client_body;
    proxy_temp_path $tmp/proxy;
    fastcgi_temp_path $tmp/fastcgi;
    uwsgi_temp_path $tmp/uwsgi;
    scgi_temp_path $tmp/scgi;
    sendfile on;
    include $tmp/site.conf;
}
CONF

"$nginx_bin" -t -q -p "$tmp" -e "$tmp/error.log" -c "$tmp/nginx.conf"
"$nginx_bin" -p "$tmp" -e "$tmp/error.log" -c "$tmp/nginx.conf"

for _ in $(seq 50); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  sleep 0.1
done

status=0
BASE_URL="http://127.0.0.1:$port" TEST_BASE_URL="http://127.0.0.1:$port" BUILD_DIR="$build_dir" "$@" || status=$?
if grep -q "\[\(alert\|crit\|emerg\)\]" "$tmp/error.log"; then cat "$tmp/error.log" >&2; fi
exit "$status"
