#!/usr/bin/env bash
# Regenerates every original media file of the site (run from the repo root):
#   bash scripts/media/generate-all.sh
# or only some parts, each of "images" (emblem, icons, sharing image, content illustrations), "hero"
# (the film and its stills), "hero-poster" (only the stills, from the film's first frame, without
# re-encoding the film) and "intro", and, for the illustrations, only some of them by id (the names
# in scenes.mjs):
#   bash scripts/media/generate-all.sh images
#   bash scripts/media/generate-all.sh hero-poster
#   ONLY="gender-equality ending-poverty" bash scripts/media/generate-all.sh images
#
# Required Debian packages:
#   apt-get install -y nodejs ffmpeg imagemagick librsvg2-bin webp libavif-bin espeak-ng fonts-dejavu-core
# (ffmpeg must include libvpx-vp9, libx264, libopus; Node >= 20.)
#
# Outputs: public/images/{emblem.svg,goals/*,content/*,og-default.png}, public/favicon.svg,
# public/apple-touch-icon.png, public/video/*, app/components/ui/emblem.tsx.
# Deterministic drawings; encoders are run single-threaded where it matters for repeatability.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/scripts/media"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cd "$ROOT"

PARTS=("$@")
[ ${#PARTS[@]} -gt 0 ] || PARTS=(images hero intro)
for part in "${PARTS[@]}"; do
  case "$part" in images | hero | hero-poster | intro) ;; *) echo "unknown part: $part" >&2; exit 2 ;; esac
done
want() { [[ " ${PARTS[*]} " == *" $1 "* ]]; }

TOOLS=(node ffmpeg ffprobe)
if want images; then TOOLS+=(rsvg-convert cwebp avifenc convert); fi
if want hero || want hero-poster; then TOOLS+=(cwebp avifenc convert); fi
if want intro; then TOOLS+=(rsvg-convert espeak-ng convert); fi
for tool in "${TOOLS[@]}"; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

start=$(date +%s)
IMG="$ROOT/public/images"
VID="$ROOT/public/video"
mkdir -p "$IMG/content" "$IMG/goals" "$VID"

encode_still() { # png out_base [webp_quality]
  local png="$1" out="$2" q="${3:-72}"
  cwebp -quiet -q "$q" -m 6 -sharp_yuv "$png" -o "$out.webp"
  avifenc -j 2 -s 6 --min 18 --max 40 -a end-usage=q -a cq-level=30 -y 420 "$png" "$out.avif" >/dev/null
}

if want images; then
echo "== vector sources"
node "$HERE/build-images.mjs" "$ROOT" "$TMP"
if [ -x "$ROOT/node_modules/.bin/prettier" ]; then
  "$ROOT/node_modules/.bin/prettier" --log-level warn --write "$ROOT/app/components/ui/emblem.tsx"
fi

echo "== icons"
rsvg-convert -w 180 -h 180 "$TMP/apple-touch-icon.svg" -o "$TMP/apple.png"
convert "$TMP/apple.png" -strip -define png:compression-level=9 "$ROOT/public/apple-touch-icon.png"
rsvg-convert -w 1200 -h 630 "$TMP/og.svg" -o "$TMP/og.png"
convert "$TMP/og.png" -alpha off -strip -dither None -colors 128 -define png:compression-level=9 PNG8:"$IMG/og-default.png"

echo "== content illustrations"
while read -r id; do
  [ -n "$id" ] || continue
  for w in 1280 640; do
    h=$((w * 9 / 16))
    rsvg-convert -b "#0b2545" -w "$w" -h "$h" "$TMP/content/$id.svg" -o "$TMP/$id-$w.png"
    encode_still "$TMP/$id-$w.png" "$IMG/content/$id-$w"
  done
done < <(if [ -n "${ONLY:-}" ]; then tr ' ' '\n' <<<"$ONLY"; else cat "$TMP/content-ids.txt"; fi)
fi

if want hero; then
echo "== hero video"
node "$HERE/hero.mjs" 288 |
  ffmpeg -v error -y -f rawvideo -pix_fmt rgb24 -s 1280x720 -r 24 -i - -c:v ffv1 "$TMP/hero.mkv"
ffmpeg -v error -y -i "$TMP/hero.mkv" -an -c:v libx264 -profile:v high -preset slow -crf 26 \
  -pix_fmt yuv420p -movflags +faststart -threads 1 "$VID/hero.mp4"
ffmpeg -v error -y -i "$TMP/hero.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 38 -row-mt 1 -deadline good \
  -cpu-used 2 -pix_fmt yuv420p -pass 1 -passlogfile "$TMP/hero2p" -f null /dev/null
ffmpeg -v error -y -i "$TMP/hero.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 38 -row-mt 1 -deadline good \
  -cpu-used 2 -pix_fmt yuv420p -pass 2 -passlogfile "$TMP/hero2p" "$VID/hero.webm"
ffmpeg -v error -y -i "$TMP/hero.mkv" -frames:v 1 "$TMP/hero-poster.png"
elif want hero-poster; then
echo "== hero stills"
# The film's first frame alone: the globe's turn depends on the frame's number, not the count.
node "$HERE/hero.mjs" 1 |
  ffmpeg -v error -y -f rawvideo -pix_fmt rgb24 -s 1280x720 -i - -frames:v 1 "$TMP/hero-poster.png"
fi

if want hero || want hero-poster; then
# The still's wide, smooth gradient shows VP8's block steps as diagonal bands at the illustrations'
# quality 72: quality 80 keeps it smooth within its 30 KB budget.
encode_still "$TMP/hero-poster.png" "$VID/hero-poster-1280" 80
# Portrait phones: the globe in the band above the hero's words (app/styles/hero.css: as wide as
# the screen, at most 58 % as tall), 640 x 372 around the globe's centre (x = 880, y = 360: see
# hero-scene.mjs). What a band never shows is not sent: the still is the page's largest paint on a
# phone. It is the film's first frame drawn as shapes (hero-still-svg.mjs): its 700 dots took
# 9.8 KB as an AVIF as sharp as the film's (quality 36, speed 2) and take 4.7 KB (brotli) as an SVG,
# sharp at any pixel density, and closer to the frame (41.5 dB PSNR at 1x in Chromium, the AVIF
# 41.1 dB). Every engine draws SVG, so it has no fallback.
node "$HERE/hero-still-svg.mjs" >"$VID/hero-poster-small.svg"

fi

if want intro; then
echo "== intro video"
mkdir -p "$TMP/intro"
node "$HERE/intro.mjs" "$TMP/intro" "$VID/intro.en.vtt"
find "$TMP/intro/frames" -name '*.svg' -print0 | sort -z |
  xargs -0 -P 2 -n 16 sh -c 'for f; do rsvg-convert -b "#0b2545" "$f" -o "${f%.svg}.png"; done' _
FILTER="$(cat "$TMP/intro/audio-filter.txt")"
AIN=()
for i in 0 1 2 3 4; do AIN+=(-i "$TMP/intro/line$i.wav"); done
ffmpeg -v error -y "${AIN[@]}" -filter_complex "$FILTER" -map "[aout]" -ar 48000 -ac 1 -c:a pcm_s16le "$TMP/intro/narration.wav"
ffmpeg -v error -y -framerate 24 -i "$TMP/intro/frames/f%05d.png" -i "$TMP/intro/narration.wav" \
  -map 0:v -map 1:a -c:v libx264 -profile:v high -preset slow -crf 24 -pix_fmt yuv420p -threads 1 \
  -c:a aac -b:a 64k -ac 1 -shortest -movflags +faststart "$VID/intro.mp4"
ffmpeg -v error -y -framerate 24 -i "$TMP/intro/frames/f%05d.png" -i "$TMP/intro/narration.wav" \
  -map 0:v -map 1:a -c:v libvpx-vp9 -b:v 0 -crf 36 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p \
  -c:a libopus -b:a 40k -ac 1 -shortest "$VID/intro.webm"
POSTER="$(printf 'f%05d.png' "$(cat "$TMP/intro/poster.txt")")"
convert "$TMP/intro/frames/$POSTER" -strip -quality 64 -sampling-factor 4:2:0 -interlace JPEG "$VID/intro-poster.jpg"
fi

echo "== verify"
fail=0
check() { # file maxBytes
  local size
  size=$(stat -c %s "$1")
  if [ "$size" -gt "$2" ]; then echo "TOO BIG: $1 ($size > $2)" >&2; fail=1; fi
}
for f in "$IMG"/content/*-1280.*; do check "$f" 61440; done
for f in "$IMG"/content/*-640.*; do check "$f" 25600; done
check "$IMG/goals/goals.svg" 16384
check "$IMG/emblem.svg" 3072
check "$IMG/og-default.png" 122880
for f in hero.webm hero.mp4; do check "$VID/$f" 1572864; done
for f in intro.webm intro.mp4; do check "$VID/$f" 2621440; done
check "$VID/intro-poster.jpg" 40960
for f in "$VID"/hero-poster-1280.*; do check "$f" 30720; done
check "$VID/hero-poster-small.svg" 25600
for f in "$IMG"/content/*.webp "$IMG"/content/*.avif; do
  ffprobe -v error -select_streams v:0 -show_entries stream=width -of csv=p=0 "$f" >/dev/null || {
    echo "cannot decode $f" >&2
    fail=1
  }
done
for f in "$VID/hero.mp4" "$VID/hero.webm"; do
  if [ -n "$(ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$f")" ]; then
    echo "hero has audio: $f" >&2
    fail=1
  fi
done
echo "done in $(($(date +%s) - start)) s"
exit "$fail"
