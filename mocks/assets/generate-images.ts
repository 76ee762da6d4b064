// Regenerates the committed images of the mock backend's storage from the seed data:
//   npx tsx mocks/assets/generate-images.ts
// Course covers (one per course, drawn for its subject and level), blog covers (one per article, drawn for its theme), avatars
// (initials on a colour) and team photos are small SVGs; the two neutral placeholders
// (`default.png` for a course without a cover, `auth/default.png` for a user without a photo) are
// PNGs, because the app and the contract harness also use them as uploadable image files.
// Everything is computed from the data files, so two runs write the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { blogTexts as blogs, courseTexts, peopleTexts as people, subjects } from '../db/seed-texts';
import {
  avatarFile,
  blogCoverFile,
  courseCoverFile,
  initialsOf,
  teamPhotoFile,
} from '../db/seed-files';

export const storage = join(dirname(fileURLToPath(import.meta.url)), 'storage');

const FONT = "'Noto Sans','Noto Sans Armenian','DejaVu Sans',Arial,sans-serif";

// ---------------------------------------------------------------- icons, drawn in a 120×120 box

const stroke = (ink: string, width = 6) =>
  `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const text = (value: string, ink: string, size: number, y = 0) =>
  `<text x="60" y="${60 + y}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${ink}" text-anchor="middle" dominant-baseline="central">${value}</text>`;

const SUBJECT_ICONS: Record<string, (ink: string, accent: string) => string> = {
  javascript: (ink) => `${text('JS', ink, 54, 4)}<path d="M22 22h76v76H22z" ${stroke(ink, 5)}/>`,
  typescript: (ink) =>
    `<rect x="22" y="22" width="76" height="76" rx="10" fill="${ink}"/>${text('TS', '#fff', 44, 10)}`,
  react: (ink) =>
    [0, 60, 120]
      .map(
        (angle) =>
          `<ellipse cx="60" cy="60" rx="50" ry="19" transform="rotate(${angle} 60 60)" ${stroke(ink, 5)}/>`,
      )
      .join('') + `<circle cx="60" cy="60" r="9" fill="${ink}"/>`,
  python: (ink, accent) =>
    `<rect x="14" y="24" width="92" height="72" rx="10" ${stroke(ink, 5)}/><path d="M14 40h92" ${stroke(ink, 5)}/>` +
    `<path d="M30 58l12 10-12 10" ${stroke(accent, 6)}/><path d="M50 80h26" ${stroke(ink, 6)}/>`,
  'data-science': (ink, accent) =>
    `<path d="M18 100h86" ${stroke(ink, 5)}/>` +
    [
      [26, 70],
      [46, 50],
      [66, 62],
      [86, 34],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="14" height="${96 - (y as number)}" rx="3" fill="${ink}"/>`,
      )
      .join('') +
    `<path d="M22 58l26-22 20 12 28-28" ${stroke(accent, 5)}/>`,
  'ux-design': (ink, accent) =>
    `<rect x="30" y="12" width="56" height="96" rx="10" ${stroke(ink, 5)}/>` +
    `<rect x="40" y="26" width="36" height="20" rx="3" fill="${ink}"/><path d="M40 56h36M40 66h24M40 76h30" ${stroke(ink, 4)}/>` +
    `<path d="M76 74l24 10-10 4 8 12-6 4-8-12-8 8z" fill="${accent}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>`,
  'project-management': (ink, accent) =>
    [14, 46, 78]
      .map((x) => `<rect x="${x}" y="18" width="28" height="84" rx="5" ${stroke(ink, 4)}/>`)
      .join('') +
    `<rect x="19" y="26" width="18" height="14" rx="2" fill="${ink}"/><rect x="19" y="46" width="18" height="14" rx="2" fill="${ink}"/>` +
    `<rect x="51" y="26" width="18" height="14" rx="2" fill="${accent}"/><rect x="83" y="26" width="18" height="14" rx="2" fill="${ink}"/>` +
    `<path d="M86 52l4 4 8-9" ${stroke(ink, 3)}/>`,
  'digital-marketing': (ink, accent) =>
    `<path d="M20 50h14l40-22v64L34 70H20z" ${stroke(ink, 5)}/><path d="M34 70l6 24h12l-4-20" ${stroke(ink, 5)}/>` +
    `<path d="M86 46c6 8 6 20 0 28M96 36c12 14 12 34 0 48" ${stroke(accent, 5)}/>`,
  photography: (ink, accent) =>
    `<rect x="12" y="34" width="96" height="66" rx="10" ${stroke(ink, 5)}/><path d="M40 34l8-12h24l8 12" ${stroke(ink, 5)}/>` +
    `<circle cx="60" cy="66" r="21" ${stroke(ink, 5)}/><circle cx="60" cy="66" r="9" fill="${accent}"/><circle cx="94" cy="46" r="4" fill="${ink}"/>`,
  'public-speaking': (ink, accent) =>
    `<rect x="44" y="12" width="32" height="56" rx="16" fill="${ink}"/><path d="M50 28h20M50 38h20M50 48h20" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M32 56c0 18 12 28 28 28s28-10 28-28M60 84v20M42 106h36" ${stroke(ink, 5)}/>`,
  'machine-learning': (ink, accent) => {
    const layers = [
      [22, [30, 60, 90]],
      [60, [22, 46, 74, 98]],
      [98, [42, 78]],
    ] as const;
    const lines: string[] = [];
    for (let l = 0; l < layers.length - 1; l += 1) {
      const [x1, ys1] = layers[l]!;
      const [x2, ys2] = layers[l + 1]!;
      for (const y1 of ys1) for (const y2 of ys2) lines.push(`M${x1} ${y1}L${x2} ${y2}`);
    }
    const nodes = layers.flatMap(([x, ys], l) =>
      ys.map(
        (y) =>
          `<circle cx="${x}" cy="${y}" r="8" fill="${l === 1 ? accent : ink}" stroke="${ink}" stroke-width="3"/>`,
      ),
    );
    return `<path d="${lines.join('')}" stroke="${ink}" stroke-width="2" stroke-opacity=".55"/>${nodes.join('')}`;
  },
  sql: (ink, accent) =>
    `<path d="M24 26v68c0 8 16 14 36 14s36-6 36-14V26" ${stroke(ink, 5)}/><ellipse cx="60" cy="26" rx="36" ry="12" fill="${accent}" stroke="${ink}" stroke-width="5"/>` +
    `<path d="M24 50c0 8 16 14 36 14s36-6 36-14M24 72c0 8 16 14 36 14s36-6 36-14" ${stroke(ink, 5)}/>`,
  nodejs: (ink) =>
    `<path d="M60 8l45 26v52l-45 26-45-26V34z" ${stroke(ink, 5)}/>${text('node', ink, 26, 2)}`,
  'graphic-design': (ink, accent) =>
    `<circle cx="46" cy="48" r="30" fill="${accent}" fill-opacity=".9"/><rect x="52" y="52" width="50" height="50" rx="4" fill="${ink}" fill-opacity=".85"/>` +
    `<path d="M24 104l22-38 22 38z" fill="#fff" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
  'armenian-language': (ink, accent) =>
    `<path d="M14 22h92v60H58l-22 18V82H14z" ${stroke(ink, 5)}/>${text('Աբ', ink, 34, -12)}<path d="M42 72h36" ${stroke(accent, 4)}/>`,
};

const THEME_STYLES: Record<
  string,
  { colors: [string, string]; icon: (ink: string, accent: string) => string }
> = {
  study: {
    colors: ['#0f766e', '#134e4a'],
    icon: (ink, accent) =>
      `<path d="M60 30c-12-10-30-12-46-8v70c16-4 34-2 46 8 12-10 30-12 46-8V22c-16-4-34-2-46 8z" ${stroke(ink, 5)}/><path d="M60 30v70" ${stroke(ink, 5)}/>` +
      `<path d="M24 42c10-2 20 0 28 4M24 56c10-2 20 0 28 4M68 46c8-4 18-6 28-4M68 60c8-4 18-6 28-4" ${stroke(accent, 3)}/>`,
  },
  code: {
    colors: ['#1d4ed8', '#172554'],
    icon: (ink, accent) =>
      `<path d="M38 34L14 60l24 26M82 34l24 26-24 26" ${stroke(ink, 7)}/><path d="M68 24L52 96" ${stroke(accent, 7)}/>`,
  },
  career: {
    colors: ['#b45309', '#451a03'],
    icon: (ink, accent) =>
      `<rect x="14" y="38" width="92" height="60" rx="8" ${stroke(ink, 5)}/><path d="M44 38V28a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v10" ${stroke(ink, 5)}/>` +
      `<path d="M14 62h92" ${stroke(ink, 4)}/><rect x="52" y="56" width="16" height="12" rx="2" fill="${accent}" stroke="${ink}" stroke-width="3"/>`,
  },
  design: {
    colors: ['#db2777', '#500724'],
    icon: (ink, accent) =>
      `<path d="M60 14C34 14 14 34 14 58s20 46 42 46c8 0 10-6 6-12-4-6 0-12 8-12h12c14 0 24-10 24-24 0-24-22-42-46-42z" ${stroke(ink, 5)}/>` +
      `<circle cx="38" cy="56" r="7" fill="${accent}"/><circle cx="50" cy="34" r="7" fill="${ink}"/><circle cx="74" cy="34" r="7" fill="${accent}"/><circle cx="86" cy="56" r="7" fill="${ink}"/>`,
  },
  data: {
    colors: ['#059669', '#022c22'],
    icon: (ink, accent) =>
      `<path d="M16 16v88h88" ${stroke(ink, 5)}/><path d="M28 84l20-26 18 12 30-40" ${stroke(accent, 6)}/>` +
      `<circle cx="48" cy="58" r="5" fill="${ink}"/><circle cx="66" cy="70" r="5" fill="${ink}"/><circle cx="96" cy="30" r="5" fill="${ink}"/>`,
  },
  language: {
    colors: ['#dc2626', '#7c2d12'],
    icon: (ink, accent) =>
      `<path d="M10 18h64v42H38l-16 14V60H10z" ${stroke(ink, 4)}/><path d="M46 62v10h36l16 14V72h12V34H80" ${stroke(accent, 4)}/>` +
      `<text x="42" y="40" font-family="${FONT}" font-size="22" font-weight="700" fill="${ink}" text-anchor="middle" dominant-baseline="central">Աա</text>` +
      `<text x="84" y="54" font-family="${FONT}" font-size="20" font-weight="700" fill="${accent}" text-anchor="middle" dominant-baseline="central">Aa</text>`,
  },
  community: {
    colors: ['#7c3aed', '#2e1065'],
    icon: (ink, accent) =>
      `<circle cx="60" cy="38" r="14" fill="${ink}"/><path d="M34 96c0-18 12-30 26-30s26 12 26 30z" fill="${ink}"/>` +
      `<circle cx="26" cy="50" r="10" fill="${accent}"/><path d="M6 96c0-14 8-24 20-24 6 0 10 2 14 6" fill="${accent}"/>` +
      `<circle cx="94" cy="50" r="10" fill="${accent}"/><path d="M114 96c0-14-8-24-20-24-6 0-10 2-14 6" fill="${accent}"/>`,
  },
};

// ---------------------------------------------------------------- covers

const PATTERNS = [
  (color: string) => `<circle cx="12" cy="12" r="1.8" fill="${color}"/>`,
  (color: string) => `<path d="M0 24L24 0" stroke="${color}" stroke-width="2"/>`,
  (color: string) => `<path d="M24 0H0V24" fill="none" stroke="${color}" stroke-width="1"/>`,
  (color: string) =>
    `<circle cx="12" cy="12" r="6" fill="none" stroke="${color}" stroke-width="1.2"/>`,
];

/** How a course cover differs from the others of its subject: where the icon sits, the light's direction, the level's marks. */
interface CoverVariant {
  /** 0, 1 or 2: the icon card on the left, in the middle or on the right. */
  place: number;
  /** 0–3: which corner the gradient's light comes from. */
  light: number;
  /** Level marks (1 to 3 bars) in the free corner; none for blog covers. */
  marks?: number;
}

const GRADIENTS = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
  'x1="1" y1="1" x2="0" y2="0"',
];

function cover(
  index: number,
  [light, dark]: [string, string],
  icon: (ink: string, accent: string) => string,
  variant: CoverVariant = { place: 1, light: 0 },
): string {
  const pattern = PATTERNS[index % PATTERNS.length]!('#ffffff');
  // The decorative circles move with the index, so covers of one theme still look different.
  const bigX = 360 + ((index * 37) % 100);
  const smallY = 180 + ((index * 53) % 80);
  const cardX = 40 + variant.place * 120;
  // The level's bars sit on the side away from the icon card.
  const marksX = variant.place === 2 ? 40 : 380;
  const marks = Array.from(
    { length: variant.marks ?? 0 },
    (_, bar) =>
      `<rect x="${marksX + bar * 22}" y="${196 - bar * 14}" width="14" height="${24 + bar * 14}" rx="3" fill="#fff" opacity=".85"/>`,
  ).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">`,
    `<defs><linearGradient id="g" ${GRADIENTS[variant.light % GRADIENTS.length]}><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse">${pattern}</pattern></defs>`,
    `<rect width="480" height="270" fill="url(#g)"/><rect width="480" height="270" fill="url(#p)" opacity=".16"/>`,
    `<circle cx="${bigX}" cy="30" r="120" fill="#fff" opacity=".1"/><circle cx="60" cy="${smallY}" r="86" fill="#000" opacity=".1"/>`,
    `<rect x="${cardX}" y="55" width="160" height="160" rx="32" fill="#fff" opacity=".94"/>`,
    `<g transform="translate(${cardX + 20} 75)">${icon(dark, light)}</g>`,
    ...(marks ? [marks] : []),
    `</svg>`,
    '',
  ].join('\n');
}

function portrait(initials: string, color: string, size: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" fill="${color}"/><circle cx="100" cy="0" r="60" fill="#fff" opacity=".12"/>`,
    `<text x="50" y="52" font-family="${FONT}" font-size="40" font-weight="600" fill="#fff" text-anchor="middle" dominant-baseline="central">${initials}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- the two PNG placeholders

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

type Rgb = [number, number, number];
const hex = (value: string): Rgb =>
  [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;

/** An RGB PNG where `paint(x, y)` says which colour covers a point; 4×4 samples per pixel. */
function png(
  width: number,
  height: number,
  background: Rgb,
  paint: (x: number, y: number) => Rgb | null,
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < 4; sy += 1)
        for (let sx = 0; sx < 4; sx += 1) {
          const color = paint(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4) ?? background;
          for (let c = 0; c < 3; c += 1) sum[c]! += color[c]!;
        }
      for (let c = 0; c < 3; c += 1)
        raw[y * (width * 3 + 1) + 1 + x * 3 + c] = Math.round(sum[c]! / 16);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** A neutral head-and-shoulders silhouette: the photo of a user who has not uploaded one. */
function silhouette(): Buffer {
  const figure = hex('#94a3b8');
  return png(128, 128, hex('#e2e8f0'), (x, y) =>
    inEllipse(x, y, 64, 50, 23, 25) || inEllipse(x, y, 64, 126, 46, 38) ? figure : null,
  );
}

/** A quiet "no cover yet" picture: a framed landscape on grey, for a course without a thumbnail. */
function missingCover(): Buffer {
  const ink = hex('#94a3b8');
  const light = hex('#cbd5e1');
  const inTriangle = (
    x: number,
    y: number,
    [ax, ay]: [number, number],
    [bx, by]: [number, number],
    [cx, cy]: [number, number],
  ) => {
    const d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
    const d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
    const d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
    return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
  };
  return png(320, 180, hex('#e2e8f0'), (x, y) => {
    const inFrame = x >= 115 && x <= 205 && y >= 55 && y <= 125;
    if (!inFrame) return null;
    const border = x < 119 || x > 201 || y < 59 || y > 121;
    if (border) return ink;
    if (inEllipse(x, y, 180, 76, 8, 8)) return light;
    if (inTriangle(x, y, [122, 118], [150, 80], [178, 118])) return ink;
    if (inTriangle(x, y, [160, 118], [178, 94], [198, 118])) return light;
    return null;
  });
}

// ---------------------------------------------------------------- detail icons (48×48)

const DETAIL_ICONS: Record<string, string> = {
  video: `<rect x="6" y="10" width="36" height="28" rx="5" ${stroke('#334155', 3)}/><path d="M20 18l10 6-10 6z" fill="#334155"/>`,
  article: `<path d="M12 6h18l8 8v28H12z" ${stroke('#334155', 3)}/><path d="M30 6v8h8M18 22h14M18 28h14M18 34h10" ${stroke('#334155', 3)}/>`,
  download: `<path d="M24 6v22M14 18l10 10 10-10M8 34v6h32v-6" ${stroke('#334155', 3)}/>`,
  mobile: `<rect x="14" y="4" width="20" height="40" rx="4" ${stroke('#334155', 3)}/><path d="M21 38h6" ${stroke('#334155', 3)}/>`,
  certificate: `<circle cx="24" cy="18" r="11" ${stroke('#334155', 3)}/><path d="M17 27l-4 15 11-6 11 6-4-15" ${stroke('#334155', 3)}/>`,
};

// ---------------------------------------------------------------- everything, by storage path

/** Every generated image, by its path under the storage folder (the test compares the committed files). */
export function renderStorageImages(): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  const write = (path: string, content: string | Uint8Array) => files.set(path, content);

  // Every course its own cover: its subject's icon and colours, placed and lit by its level and
  // place in the list, with the level's bars (the seed gives levels subject by subject).
  courseTexts.forEach((course, index) => {
    const subject = subjects.find((entry) => entry.key === course.subject);
    const icon = subject ? SUBJECT_ICONS[subject.key] : undefined;
    if (!subject || !icon) throw new Error(`No icon for the subject ${course.subject}`);
    const level = Math.floor(index / subjects.length) % 3;
    write(
      courseCoverFile(index + 1),
      cover(index, subject.colors as [string, string], icon, {
        place: (index + level) % 3,
        light: index % 4,
        marks: level + 1,
      }),
    );
  });

  blogs.forEach((blog, index) => {
    const theme = THEME_STYLES[blog.theme];
    if (!theme) throw new Error(`No cover style for the blog theme ${blog.theme}`);
    write(blogCoverFile(index + 1), cover(index, theme.colors, theme.icon));
  });

  for (const user of people.users) {
    if (user.photo)
      write(
        `auth/${avatarFile(user.id)}`,
        portrait(initialsOf(user.first_name, user.last_name), user.avatar_color, 128),
      );
  }

  people.team.forEach((member, index) => {
    if (member.avatar_color) {
      const [first = '', last = ''] = member.full_name.en.split(' ');
      write(teamPhotoFile(index + 1), portrait(initialsOf(first, last), member.avatar_color, 200));
    }
  });

  for (const [name, body] of Object.entries(DETAIL_ICONS)) {
    write(
      `details/${name}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">${body}</svg>\n`,
    );
  }

  write('default.png', missingCover());
  write('auth/default.png', silhouette());
  PRESET_AVATAR_COLORS.forEach((colors, index) =>
    write(`avatars/team-member-${index + 1}.png`, presetAvatar(colors)),
  );
  return files;
}

// The later version's seven preset avatars: a figure on its own colour, small
// (64 px, a few hundred bytes each) to keep the storage folder under its budget.
const PRESET_AVATAR_COLORS: [string, string][] = [
  ['#1d4ed8', '#dbeafe'],
  ['#047857', '#d1fae5'],
  ['#b45309', '#fef3c7'],
  ['#be123c', '#ffe4e6'],
  ['#6d28d9', '#ede9fe'],
  ['#0e7490', '#cffafe'],
  ['#4d7c0f', '#ecfccb'],
];

function presetAvatar([background, figure]: [string, string]): Buffer {
  const fill = hex(figure);
  return png(64, 64, hex(background), (x, y) =>
    inEllipse(x, y, 32, 25, 11.5, 12.5) || inEllipse(x, y, 32, 63, 23, 19) ? fill : null,
  );
}

// Run as a script: write the files.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, content] of renderStorageImages()) {
    const target = join(storage, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}
