#!/bin/sh
# The system packages Commander Companion needs beyond Python's, installed on Debian and Ubuntu.
#
#   sh packaging/system-packages.sh app    what the app needs to open its window
#   sh packaging/system-packages.sh test   that, and everything the tests use
#
# Only what is missing is installed (nothing is asked for when all is there), as root or through
# sudo. On macOS and Windows PySide6's wheels carry Qt and this does nothing; on another Linux it
# names what to install and leaves the installing to you. The README's two Quick start commands
# call this first; .ci/run calls nothing but the README's test command.
set -eu

want=${1:-app}

# Qt's run-time libraries (the offscreen and xcb platforms) and fonts for every UI language, CJK
# included.
APP="libegl1 libgl1 libfontconfig1 libdbus-1-3 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0
 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-render-util0 libxcb-image0 libxcb-randr0
 libxcb-xinerama0 fonts-dejavu-core fonts-noto-cjk"
# The tests: Chromium for the overlay's and the phones' pages (driven by Playwright, no browser
# download), the desktop-file and AppStream validators and strip (binutils) for the packaging
# tests, valgrind for the start-up guard's instruction counts, Xvfb and ImageMagick for
# real-window screenshots.
TEST="chromium desktop-file-utils appstream binutils valgrind xvfb imagemagick"

case "$want" in
  app) packages=$APP ;;
  test) packages="$APP $TEST" ;;
  *) echo "usage: sh packaging/system-packages.sh app|test" >&2; exit 2 ;;
esac

if [ "$(uname -s)" != Linux ]; then
  exit 0  # macOS, Windows: the PySide6 wheel brings Qt; the test tools are named in the README
fi
if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "system-packages.sh: not a Debian or Ubuntu system; install these (or your system's" \
    "names for them) yourself:" $packages >&2
  exit 0
fi

missing=""
if ! python3 -c "import ensurepip, venv" >/dev/null 2>&1; then
  missing=" python3-venv"  # Debian's and Ubuntu's Python makes no virtual environment without it
fi
for package in $packages; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  case "$status" in
    *" installed") ;;
    *) missing="$missing $package" ;;
  esac
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ]; then
  run=""
elif command -v sudo >/dev/null 2>&1; then
  run="sudo"
else
  echo "system-packages.sh: these are missing and installing them needs root:$missing" >&2
  exit 1
fi
echo "system-packages.sh: installing$missing"
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq
# shellcheck disable=SC2086 # one word a package
$run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing \
  >/dev/null
