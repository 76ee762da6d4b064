#!/usr/bin/env bash
# Installs Debian's Chromium, which playwright-core drives (it never downloads a browser of its
# own), once; later runs only check it is there, silently. Two packages of the same Chromium:
#   chromium-headless-shell  the browser journeys and the prerender step: Chromium's headless
#                            build, the one Playwright itself runs headless tests on; half the CPU
#                            of the full browser per page load (0.34 against 0.70 CPU-s, measured)
#   chromium                 the full browser, for the figures that must be a real browser's
#                            (npm run perf, scripts/first-input.ts)
set -euo pipefail

missing=()
for package in chromium-headless-shell chromium; do
  [ -x "/usr/bin/$package" ] || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  run_as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  # sudo drops the environment: apt must still know it runs unattended.
  run_as_root=(sudo -n env DEBIAN_FRONTEND=noninteractive)
else
  echo "ensure-chromium: ${missing[*]} missing and this user cannot install them (not root, no passwordless sudo)." >&2
  echo "ensure-chromium: install it by hand: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's ${missing[*]}..." >&2
export DEBIAN_FRONTEND=noninteractive
if ! "${run_as_root[@]}" apt-get update -qq \
  || ! "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
  echo "ensure-chromium: apt-get could not install ${missing[*]} (see the messages above)." >&2
  exit 1
fi

for package in "${missing[@]}"; do
  if [ ! -x "/usr/bin/$package" ]; then
    echo "ensure-chromium: $package was installed but /usr/bin/$package is still missing." >&2
    exit 1
  fi
  echo "ensure-chromium: installed $("/usr/bin/$package" --version 2>/dev/null | tail -n 1)" >&2
done
