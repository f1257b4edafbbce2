#!/usr/bin/env bash
# The reports' read replica tested against a real one (`npm run test:replica`, run by .ci/run
# after the PostgreSQL stage): starts a streaming replica of the local PostgreSQL 15
# (pg-replica.sh), runs the replica tests with DATABASE_URL on the primary, stops the replica.
# Extra arguments go to vitest.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export DATABASE_URL=${DATABASE_URL:-postgres://cardroom_ci:cardroom_ci@127.0.0.1:5432/cardroom_ci}
trap 'bash apps/server/scripts/pg-replica.sh stop' EXIT
REPORTS_REPLICA_URL=$(bash apps/server/scripts/pg-replica.sh start | tail -1)
export REPORTS_REPLICA_URL
npx vitest run --project server apps/server/src/modules/reports/replica.routes.test.ts "$@"
