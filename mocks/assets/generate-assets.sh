#!/bin/sh
# Regenerates the committed storage assets of the mock backend:
# - the images (covers, avatars, team photos, detail icons, the two neutral placeholders) from
#   the seed data, with mocks/assets/generate-images.ts (no tools beyond node);
# - the 2-second sample video with sound (uploads in tests and the contract harness) and the
#   2-minute lesson video the seeded courses play (VP9, one frame a second, a key frame every
#   five: a clock, m:ss, on a plain background, so it stays under 20 KB), with ffmpeg (apt-get install -y ffmpeg) and the DejaVu Sans Mono font.
#   Its captions (videos/lesson.{en,ru,arm}.vtt) are written by hand.
set -e
cd "$(dirname "$0")"
npx tsx generate-images.ts
mkdir -p storage/videos
ffmpeg -y -loglevel error -f lavfi -i "testsrc=duration=2:size=320x180:rate=15" -f lavfi -i "sine=frequency=440:duration=2" \
  -c:v libvpx -b:v 150k -c:a libvorbis -shortest storage/videos/sample.webm
ffmpeg -y -loglevel error -f lavfi -i "color=c=0x1f3a5f:s=320x180:r=1:d=120" \
  -vf "drawbox=x='mod(t*10,300)':y=150:w=20:h=8:color=0xf2a900:t=fill,drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf:text='%{eif\:floor(t/60)\:d}\:%{eif\:mod(floor(t),60)\:d\:2}':fontcolor=white:fontsize=32:x=(w-tw)/2:y=(h-th)/2-10" \
  -c:v libvpx-vp9 -b:v 0 -crf 55 -g 5 -an storage/videos/lesson.webm
