#!/usr/bin/env bash
# What the tests need from the system, installed from Debian's packages when missing: Chromium
# (the browser and Storybook tests drive it through playwright-core; browser downloads fail here)
# and nginx (the production-server test). Run by `.ci/run` and, as `pretest`, by `npm test`, so a
# fresh machine passes after `npm install` alone. Without root or sudo it prints the one command
# to run and goes on: the unit projects need neither, and the browser setup names what is missing.
set -euo pipefail

missing=()
if ! command -v chromium >/dev/null 2>&1 && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then missing+=(chromium); fi
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then missing+=(nginx); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "[setup] the browser tests need ${missing[*]} (Debian's packages; CHROMIUM_PATH and NGINX_PATH name others)" >&2
  exit 0
fi
as_root=()
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo)
  else
    echo "[setup] the browser tests need Debian's ${missing[*]}: run  sudo apt-get install -y ${missing[*]}" >&2
    exit 0
  fi
fi

echo "[setup] installing Debian's ${missing[*]} for the browser tests"
"${as_root[@]}" apt-get update -qq
# The nginx package starts its service on port 80 where it can; the test runs its own. A
# policy-rc.d that exits 101 ("action forbidden") keeps the install from starting any service,
# so no nginx is ever stopped by name (another nginx on the machine is none of ours). One that
# was already there is left as it was. POLICY_RC_D only for the script's own test.
policy="${POLICY_RC_D:-/usr/sbin/policy-rc.d}"
placed_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# Written by scripts/setup/system-packages.sh for the length of its apt-get install.\nexit 101\n' |
    "${as_root[@]}" tee "$policy" >/dev/null
  "${as_root[@]}" chmod 755 "$policy"
  placed_policy=true
fi
status=0
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" || status=$?
if [ "$placed_policy" = true ]; then "${as_root[@]}" rm -f "$policy"; fi
exit "$status"
