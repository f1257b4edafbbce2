#!/usr/bin/env bash
# The two-instance bench phase puts nginx (Debian's package) in front of two servers. Installs
# it when missing, without letting the package start its own service on port 80: the bench
# runs its own nginx, on a loopback port, with its own configuration.
set -euo pipefail
command -v nginx >/dev/null 2>&1 && exit 0
[ -x /usr/sbin/nginx ] && exit 0
own_policy=0
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  own_policy=1
fi
trap 'if [ "$own_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi' EXIT
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light >/dev/null \
  || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
