#!/usr/bin/env bash
# PostgreSQL for the bridge's tests (sourced by .ci/run; also usable by hand: `source .ci/postgres.sh`): Debian's
# postgresql, installed if missing; a throwaway cluster under /tmp on loopback (trust authentication, no
# TLS), started now and stopped when the sourcing shell exits. Exports BRIDGE_TEST_POSTGRES_URL, an admin URL on the
# `postgres` database: the tests create a database of their own under it for each test.
# Sourced: the caller's shell options apply (.ci/run: set -euo pipefail).
pg_bin=""
find_pg_bin() { pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true); }
find_pg_bin
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "CI FAILED: install PostgreSQL (apt-get install postgresql), or run as root"
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q postgresql >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q postgresql >/dev/null; }
    find_pg_bin
fi
# Under /tmp, not the clone: the postgres user (as root, the owner) may not reach a clone under a private home.
pg_dir=$(mktemp -d /tmp/bridge-postgres.XXXXXX)
pg_port=${BRIDGE_TEST_POSTGRES_PORT:-55432}
# initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user.
as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -ne 0 ] || chown postgres "$pg_dir"
as_owner "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >/dev/null
as_owner "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $pg_dir -c fsync=off -c max_connections=200" start >/dev/null
postgres_stop() { as_owner "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$pg_dir"; }
trap postgres_stop EXIT
export BRIDGE_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$pg_port/postgres?sslmode=disable"
# `postgres_database NAME`: creates the database NAME (afresh) and prints its URL.
postgres_database() {
    psql -q "$BRIDGE_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $1" -c "CREATE DATABASE $1" >/dev/null
    echo "postgres://postgres@127.0.0.1:$pg_port/$1?sslmode=disable"
}
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port ($pg_dir)"
