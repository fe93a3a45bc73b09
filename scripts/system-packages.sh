#!/usr/bin/env bash
# The one list of Debian packages the platform needs, checked and installed if missing.
#   scripts/system-packages.sh run    the judge's sandbox, compilers and runtimes (npm start)
#   scripts/system-packages.sh test   the above, plus the browser and fonts for the browser tests (npm test)
# Installs with apt-get as root, with `sudo -n apt-get` where that needs no password, and otherwise stops
# with the exact command to run.
set -euo pipefail

run_packages=(bubblewrap python3 python3-seccomp gcc g++ openjdk-17-jdk-headless fonts-dejavu-core)
test_packages=(chromium fonts-liberation)

case "${1:-}" in
  run) wanted=("${run_packages[@]}") ;;
  test) wanted=("${run_packages[@]}" "${test_packages[@]}") ;;
  *)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "Not a Debian-based system: make sure these packages (or your system's equivalents) are installed:" >&2
  echo "  ${wanted[*]}" >&2
  exit 0
fi

missing=()
for pkg in "${wanted[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
  [ "$status" = installed ] || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  apt=(apt-get)
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  apt=(sudo -n apt-get)
else
  echo "Placement needs these system packages: ${missing[*]}" >&2
  echo "Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${apt[@]}" update -qq
"${apt[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
