#!/bin/sh
# Regenerates the committed storage assets of the mock backend with ffmpeg
# (apt-get install -y ffmpeg): small gradient PNGs and a 2-second webm with sound.
set -e
cd "$(dirname "$0")"
mkdir -p storage/auth storage/courses storage/blogs storage/team storage/details storage/videos
img() { ffmpeg -y -loglevel error -f lavfi -i "gradients=s=$1:c0=0x$2:c1=0x$3:x0=0:y0=0:x1=${1%x*}:y1=${1#*x}:seed=1" -frames:v 1 -pix_fmt rgb24 "storage/$4"; }
img 320x180 64748b 334155 default.png
img 128x128 94a3b8 475569 auth/default.png
i=1; for pair in '2563eb 1e3a8a' 16a34a:14532d 'db2777 831843' 'ea580c 7c2d12' '7c3aed 4c1d95' '0891b2 164e63'; do
  set -- $(echo "$pair" | tr ':' ' '); img 480x270 "$1" "$2" "courses/course-$i.png"; i=$((i+1)); done
i=1; for pair in '0f766e 134e4a' 'b45309 78350f' '4338ca 312e81'; do
  set -- $pair; img 480x270 "$1" "$2" "blogs/blog-$i.png"; i=$((i+1)); done
for i in 1 2 3 4; do img 200x200 a855f7 1e293b "team/team-$i.png"; done
for name in video article download mobile certificate; do img 48x48 f59e0b b45309 "details/$name.png"; done
ffmpeg -y -loglevel error -f lavfi -i "testsrc=duration=2:size=320x180:rate=15" -f lavfi -i "sine=frequency=440:duration=2" \
  -c:v libvpx -b:v 150k -c:a libvorbis -shortest storage/videos/sample.webm
