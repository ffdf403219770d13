#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright's own browser download is not available here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-liberation >/dev/null
