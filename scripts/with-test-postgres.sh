#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb into a temp directory, its own port, trust auth on
# loopback only, stopped and removed afterwards. PostgreSQL refuses to run as root, so as root the cluster runs as
# the `postgres` user. Exports TEST_DATABASE_URL for the command.
# Usage: scripts/with-test-postgres.sh <command> [args...]
set -euo pipefail

PORT="${TEST_PG_PORT:-55432}"

find_pg_bin() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && echo "$dir"
}

PG_BIN=$(find_pg_bin || true)
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL server binaries not found: installing Debian's postgresql package" >&2
  if [ "$(id -u)" -ne 0 ]; then echo "run as root or install postgresql first" >&2; exit 1; fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  # Debian starts a system cluster on install; this script does not use it.
  (command -v pg_ctlcluster >/dev/null && pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | while read -r v n; do pg_ctlcluster "$v" "$n" stop || true; done) || true
  PG_BIN=$(find_pg_bin)
fi

RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  RUN_AS=(runuser -u postgres --)
fi

DIR=$(mktemp -d /tmp/attest-pg.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" -eq 0 ] && chown postgres "$DIR"

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null
echo "Throwaway PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
