#!/usr/bin/env bash
# Serves dist/ behind nginx, with the configuration `npm run nginx-conf`
# makes, for the end-to-end tests (playwright.config.ts starts it).
set -euo pipefail
port="${1:?usage: tests/e2e/nginx.sh <port>}"
run_dir="$PWD/.build/nginx-e2e-$port"
mkdir -p "$run_dir"
# Started as root, nginx's workers would run as nobody, who may not read the checkout.
user=()
if [ "$(id -u)" -eq 0 ]; then user=(--user root); fi
node scripts/nginx-conf.mjs --root "$PWD/dist" --port "$port" --host 127.0.0.1 --run-dir "$run_dir" "${user[@]}" > "$run_dir/nginx.conf"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
exec "$nginx_bin" -c "$run_dir/nginx.conf" -e stderr -g 'daemon off;'
