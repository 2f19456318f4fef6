#!/bin/sh
# Renders the toolbar icons from the SVG source. Needs rsvg-convert (Debian: librsvg2-bin).
set -eu
cd "$(dirname "$0")/.."
for size in 16 32 48 128; do
  rsvg-convert -w "$size" -h "$size" src/assets/icon.svg -o "public/icon/$size.png"
done
