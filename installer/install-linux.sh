#!/usr/bin/env bash
# Install the bundle built by `make installer` for the current user (no root needed):
# the app to ~/.local/opt/hotseat, a `hotseat` command in ~/.local/bin, the menu entry and icon.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bundle="${1:-$here/../dist/hotseat}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
if [[ ! -x "$bundle/hotseat" ]]; then
    echo "no bundle at $bundle: run 'make installer' first" >&2
    exit 1
fi
mkdir -p "$HOME/.local/opt" "$HOME/.local/bin" "$data/applications" \
    "$data/icons/hicolor/scalable/apps"
rm -rf "$HOME/.local/opt/hotseat"
cp -a "$bundle" "$HOME/.local/opt/hotseat"
ln -sf "$HOME/.local/opt/hotseat/hotseat" "$HOME/.local/bin/hotseat"
cp "$here/hotseat.svg" "$data/icons/hicolor/scalable/apps/hotseat.svg"
sed -e "s|^Exec=hotseat|Exec=$HOME/.local/opt/hotseat/hotseat|" \
    -e "s|^TryExec=hotseat|TryExec=$HOME/.local/opt/hotseat/hotseat|" \
    "$here/hotseat.desktop" > "$data/applications/hotseat.desktop"
echo "installed: run 'hotseat' or pick Hotseat from the Games menu"
