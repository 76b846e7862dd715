#!/bin/sh
# Install Commander Companion for the current user (or system-wide with PREFIX=/usr/local, as root):
# the program folder, a command, the desktop menu entry, the AppStream metainfo and the icons.
#     ./install.sh               install (PREFIX defaults to ~/.local)
#     ./install.sh --uninstall   remove everything this script installed
# Nothing else is needed: no Python, no pip.
set -eu
APP=CommanderCompanion
ID=io.github.commandercompanion.CommanderCompanion
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
DEST=$PREFIX/lib/$APP
SHARE=$PREFIX/share
SIZES="16 24 32 48 64 128 256 512"

refresh() {
  # Menus and icon themes notice a changed folder; no caches are written into the user's folders.
  touch "$SHARE/applications" "$SHARE/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$DEST"
  rm -f "$PREFIX/bin/$APP" "$SHARE/applications/$ID.desktop" "$SHARE/metainfo/$ID.metainfo.xml" \
        "$SHARE/icons/hicolor/scalable/apps/$ID.svg"
  for s in $SIZES; do rm -f "$SHARE/icons/hicolor/${s}x${s}/apps/$ID.png"; done
  refresh
  echo "Commander Companion removed from $PREFIX (your games are kept)."
  exit 0
fi

mkdir -p "$PREFIX/bin" "$SHARE/applications" "$SHARE/metainfo"
if [ "$HERE" != "$DEST" ]; then
  rm -rf "$DEST"
  mkdir -p "$DEST"
  cp -R "$HERE/$APP" "$HERE/_internal" "$HERE/share" "$HERE/install.sh" "$DEST/"
fi
ln -sf "$DEST/$APP" "$PREFIX/bin/$APP"
# The menu entry starts the program by its full path: ~/.local/bin is not always on PATH.
sed "s|^Exec=.*|Exec=\"$DEST/$APP\" %f|" "$HERE/share/applications/$ID.desktop" \
  > "$SHARE/applications/$ID.desktop"
cp "$HERE/share/metainfo/$ID.metainfo.xml" "$SHARE/metainfo/"
for s in $SIZES scalable; do
  [ "$s" = scalable ] && d=scalable || d=${s}x${s}
  mkdir -p "$SHARE/icons/hicolor/$d/apps"
  cp "$HERE/share/icons/hicolor/$d/apps/"* "$SHARE/icons/hicolor/$d/apps/"
done
refresh
echo "Commander Companion installed in $DEST: start it from the desktop menu (Games),"
echo "or run $PREFIX/bin/$APP. Remove it with: PREFIX=$PREFIX $DEST/install.sh --uninstall"
