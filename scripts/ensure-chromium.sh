#!/usr/bin/env bash
# Browser tests drive Debian's chromium through playwright-core (which never downloads a
# browser of its own). Install it once; later runs only check it is there, silently.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  run_as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run_as_root=(sudo -n)
else
  echo "ensure-chromium: $CHROMIUM is missing and this user cannot install it (not root, no passwordless sudo)." >&2
  echo "ensure-chromium: install it by hand: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "ensure-chromium: $CHROMIUM is missing; installing Debian's chromium package..." >&2
export DEBIAN_FRONTEND=noninteractive
if ! "${run_as_root[@]}" apt-get update -qq \
  || ! "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends chromium >/dev/null; then
  echo "ensure-chromium: apt-get could not install chromium (see the messages above)." >&2
  exit 1
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: chromium was installed but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null | tail -n 1)" >&2
