#!/usr/bin/env bash
# Install Hotseat for the current user (no root needed), following the XDG layout:
#   the bundle built by `make installer` to ~/.local/opt/hotseat and a `hotseat` command in
#   ~/.local/bin; the menu entry (hotseat.desktop), the icons (SVG plus PNG 16-512 px) in the
#   hicolor icon theme and the AppStream description (metainfo) under $XDG_DATA_HOME.
# Usage: install-linux.sh [BUNDLE_DIR]      the bundle (default: dist/hotseat of this checkout)
#        install-linux.sh --desktop-only    only the menu entry, icons and metainfo, for a
#                                           `hotseat` command already on PATH (pipx install)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
app_id="org.hotseat.hotseat"

exec_line="hotseat"
if [[ "${1:-}" == "--desktop-only" ]]; then
    if ! command -v hotseat >/dev/null 2>&1; then
        echo "no 'hotseat' command on PATH: install it first (pipx install .)" >&2
        exit 1
    fi
else
    bundle="${1:-$here/../dist/hotseat}"
    if [[ ! -x "$bundle/hotseat" ]]; then
        echo "no bundle at $bundle: run 'make installer' first" >&2
        exit 1
    fi
    mkdir -p "$HOME/.local/opt" "$HOME/.local/bin"
    rm -rf "$HOME/.local/opt/hotseat"
    cp -a "$bundle" "$HOME/.local/opt/hotseat"
    ln -sf "$HOME/.local/opt/hotseat/hotseat" "$HOME/.local/bin/hotseat"
    exec_line="$HOME/.local/opt/hotseat/hotseat"
fi

icons="$data/icons/hicolor"
mkdir -p "$data/applications" "$data/metainfo" "$icons/scalable/apps"
cp "$here/hotseat.svg" "$icons/scalable/apps/hotseat.svg"
for png in "$here"/icons/hicolor/*/apps/hotseat.png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    mkdir -p "$icons/$size/apps"
    cp "$png" "$icons/$size/apps/hotseat.png"
done
sed -e "s|^Exec=hotseat|Exec=$exec_line|" -e "s|^TryExec=hotseat|TryExec=$exec_line|" \
    "$here/hotseat.desktop" > "$data/applications/hotseat.desktop"
cp "$here/$app_id.metainfo.xml" "$data/metainfo/$app_id.metainfo.xml"
# refresh the desktop's caches where the tools exist (menus pick the entry up without them too)
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$icons" || true
fi
echo "installed: run 'hotseat' or pick Hotseat from the Games menu"
