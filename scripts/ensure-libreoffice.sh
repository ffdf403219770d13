#!/usr/bin/env bash
# PDF renditions of Word versions are made by LibreOffice Writer (soffice). When it is missing and this runs as
# root, Debian's package is installed, with the fonts metric-compatible with Word's Calibri and Cambria (so page
# breaks fall where Word puts them). With --optional (npm start) a failed install only warns: the product runs
# without LibreOffice, and Word versions say why they have no rendition.
# LibreOffice runs inside bubblewrap (no network, the system read-only, only its own folder writable: issue 33), so
# Debian's bubblewrap package is installed with it, and on its own when LibreOffice is there already.
set -uo pipefail
OPTIONAL=false
if [ "${1:-}" = "--optional" ]; then OPTIONAL=true; fi
SOFFICE="${SOFFICE_PATH:-soffice}"
if command -v "$SOFFICE" >/dev/null 2>&1; then
  if command -v bwrap >/dev/null 2>&1; then exit 0; fi
  echo "bubblewrap (bwrap) not found: LibreOffice would run without its sandbox; installing Debian's bubblewrap package" >&2
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap >/dev/null 2>&1; then exit 0; fi
  echo "Could not install bubblewrap: install it with sudo apt-get install bubblewrap. Diagnostics show how LibreOffice is confined meanwhile." >&2
  exit 0
fi

give_up() {
  echo "$1" >&2
  echo "Without LibreOffice, Word versions get no PDF rendition. Install it with: sudo apt-get install libreoffice-writer-nogui (or set SOFFICE_PATH)." >&2
  if $OPTIONAL; then exit 0; fi
  exit 1
}

echo "LibreOffice ($SOFFICE) not found: installing Debian's libreoffice-writer-nogui package" >&2
if [ "$(id -u)" -ne 0 ]; then give_up "Not running as root, so it cannot be installed here."; fi
if ! command -v apt-get >/dev/null 2>&1; then give_up "apt-get is not available on this system."; fi
export DEBIAN_FRONTEND=noninteractive
if ! apt-get update -qq; then give_up "apt-get update failed."; fi
if ! apt-get install -y -qq libreoffice-writer-nogui fonts-crosextra-carlito fonts-crosextra-caladea bubblewrap >/dev/null; then
  give_up "apt-get could not install libreoffice-writer-nogui."
fi
if ! command -v "$SOFFICE" >/dev/null 2>&1; then give_up "libreoffice-writer-nogui is installed but $SOFFICE is still not found."; fi
echo "LibreOffice installed: $("$SOFFICE" --version 2>/dev/null | head -n 1)" >&2
