#!/bin/sh
# Regenerates the committed storage assets of the mock backend:
# - the images (covers, avatars, team photos, detail icons, the two neutral placeholders) from
#   the seed data, with mocks/assets/generate-images.ts (no tools beyond node);
# - the 2-second sample video with sound, with ffmpeg (apt-get install -y ffmpeg).
set -e
cd "$(dirname "$0")"
npx tsx generate-images.ts
mkdir -p storage/videos
ffmpeg -y -loglevel error -f lavfi -i "testsrc=duration=2:size=320x180:rate=15" -f lavfi -i "sine=frequency=440:duration=2" \
  -c:v libvpx -b:v 150k -c:a libvorbis -shortest storage/videos/sample.webm
