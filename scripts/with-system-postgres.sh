#!/usr/bin/env bash
# Runs a command against a throwaway cluster of the machine's own PostgreSQL (Debian's, e.g. 15),
# to prove the schema and queries work on an older major than the embedded one.
#   scripts/with-system-postgres.sh npx vitest run server
# The command sees TEST_DATABASE_URL. Exits 0 without running it when no system PostgreSQL exists.
set -euo pipefail
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/postgres" ]; then
  echo "with-system-postgres: no system PostgreSQL found; skipping: $*"
  exit 0
fi
version=$("$bindir/postgres" --version)
dir=$(mktemp -d /tmp/maplerupee-syspg-XXXXXX)
chmod 755 "$dir"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
run_as=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi
password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
echo "$password" > "$dir/pw" && chmod 644 "$dir/pw"
"${run_as[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pw" -A scram-sha-256 -E UTF8 --locale=C >/dev/null
rm -f "$dir/pw"
"${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
cleanup() { "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
echo "with-system-postgres: $version on port $port"
TEST_DATABASE_URL="postgres://postgres:$password@127.0.0.1:$port/postgres" "$@"
