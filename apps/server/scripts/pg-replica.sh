#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL 15 cluster (Debian's "15 main" on port 5432), the
# kind of server REPORTS_DATABASE_URL names (docs/OPERATIONS.md "Reports on a read replica").
#   start: a base backup with pg_basebackup, started on port 5433 as a hot standby that streams
#          the primary's WAL; prints its address.
#   stop:  stops it and removes its files.
# Needs root (PostgreSQL runs as the postgres user), like .ci/run. No replication slot: a
# replica left behind must never make the primary keep WAL forever.
set -euo pipefail
PORT=${REPLICA_PORT:-5433}
DIR=${REPLICA_DIR:-/var/lib/postgresql/15/cardroom-replica}
BIN=/usr/lib/postgresql/15/bin
PRIMARY=${REPLICA_PRIMARY:-"host=127.0.0.1 port=5432 user=cardroom_ci password=cardroom_ci"}
as_pg() { runuser -u postgres -- "$@"; }

case "${1:-}" in
  start)
    if [ -f "$DIR/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null
    fi
    rm -rf "$DIR"
    # -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile.
    as_pg "$BIN/pg_basebackup" -d "$PRIMARY" -D "$DIR" -R -X stream -c fast
    # Debian keeps the cluster's configuration in /etc, so the copied data folder has none.
    cat > "$DIR/postgresql.conf" <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '/var/run/postgresql'
hba_file = '/etc/postgresql/15/main/pg_hba.conf'
ident_file = '/etc/postgresql/15/main/pg_ident.conf'
hot_standby = on
hot_standby_feedback = on
max_connections = 100
shared_buffers = 64MB
CONF
    chown postgres:postgres "$DIR/postgresql.conf"
    as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/replica.log" -w -t 60 start >/dev/null
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p "$PORT" && break; sleep 1; done
    pg_isready -q -h 127.0.0.1 -p "$PORT"
    echo "postgres://cardroom_ci:cardroom_ci@127.0.0.1:$PORT/"
    ;;
  stop)
    if [ -d "$DIR" ]; then
      as_pg "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null 2>&1 || true
      rm -rf "$DIR"
    fi
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
