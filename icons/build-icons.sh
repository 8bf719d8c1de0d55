#!/usr/bin/env bash
# Regenerates every raster icon from the SVG sources in this folder:
#   png/app-icon-<size>.png  16..512, for Linux packages and the window (16 and 24 from their pixel-fitted variants)
#   app-icon.ico             Windows, multi-size 16..256
#   app-icon.icns            macOS, 16..512
# and copies the sizes the window uses into src/main/resources/com/marketevents/ui/icons/.
# Needs Debian's librsvg2-bin, imagemagick and icnsutils (apt-get install librsvg2-bin imagemagick icnsutils).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
resources="$here/../src/main/resources/com/marketevents/ui/icons"
# /usr/bin/convert by full path: some machines put a non-ImageMagick stand-in earlier on PATH.
magick=/usr/bin/convert

missing=()
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
{ [[ -x $magick ]] && "$magick" -version 2>/dev/null | grep -q ImageMagick; } || missing+=(imagemagick)
command -v png2icns >/dev/null || missing+=(icnsutils)
if ((${#missing[@]})); then
  echo "build-icons: missing tools; install with: apt-get install ${missing[*]}" >&2
  exit 1
fi

render() { # size source
  rsvg-convert --width "$1" --height "$1" --keep-aspect-ratio "$2" --output "$here/png/app-icon-$1.png"
}

mkdir -p "$here/png" "$resources"
render 16 "$here/app-icon-16.svg"
render 24 "$here/app-icon-24.svg"
for size in 32 48 64 128 256 512; do
  render "$size" "$here/app-icon.svg"
done

ico_inputs=()
for size in 16 24 32 48 64 128 256; do ico_inputs+=("$here/png/app-icon-$size.png"); done
"$magick" "${ico_inputs[@]}" "$here/app-icon.ico"

png2icns "$here/app-icon.icns" "$here"/png/app-icon-{16,32,48,128,256,512}.png >/dev/null

rm -f "$resources"/app-icon-*.png
for size in 16 24 32 48 64 128 256; do
  cp "$here/png/app-icon-$size.png" "$resources/"
done
echo "build-icons: wrote png/ (16..512), app-icon.ico, app-icon.icns; window icons in src/main/resources/com/marketevents/ui/icons/"
